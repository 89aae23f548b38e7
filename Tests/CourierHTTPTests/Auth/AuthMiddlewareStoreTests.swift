import Foundation
import Testing

@testable import CourierHTTP

/// A store whose loads or saves fail while the matching flag is set.
private actor FlakyCredentialStore: CredentialStore {
    var failsLoad: Bool
    var failsSave: Bool
    private(set) var loadCount = 0
    private var credential: Credential?

    init(_ credential: Credential?, failsLoad: Bool = false, failsSave: Bool = false) {
        self.credential = credential
        self.failsLoad = failsLoad
        self.failsSave = failsSave
    }

    func load() throws -> Credential? {
        loadCount += 1
        if failsLoad { throw CredentialStoreError.fileSystem(operation: "open", code: 5) }
        return credential
    }

    func save(_ credential: Credential) throws {
        if failsSave { throw CredentialStoreError.fileSystem(operation: "write", code: 28) }
        self.credential = credential
    }

    func delete() { credential = nil }

    func heal() { failsLoad = false }
}

/// An authenticator that records store failures.
private struct ReportingAuthenticator: Authenticator {
    let failures: AuthLateBox<[String]>

    func refresh(_ credential: Credential) async throws -> Credential {
        Credential(accessToken: "new")
    }

    func credentialStoreDidFail(_ error: any Error) {
        failures.value = (failures.value ?? []) + ["\(error)"]
    }
}

@Suite("AuthMiddleware and its store", .timeLimit(.minutes(1)))
struct AuthMiddlewareStoreTests {
    @Test("a store that cannot load fails the request; the next request loads again")
    func loadFailureIsTypedAndRetried() async throws {
        let recorder = AuthRecorder()
        let store = FlakyCredentialStore(Credential(accessToken: "good"), failsLoad: true)
        let client = MiddlewareTransport(
            transport: authServer(accepting: "good", recorder: recorder),
            middlewares: [AuthMiddleware(authenticator: AuthTestAuthenticator { $0 }, store: store)]
        )
        let request = try authRequest()

        let error = try await #require(throws: HTTPError.self) { try await client.send(request) }
        #expect(error.kind == .invalidRequest)
        let authError = try #require(error.underlyingError as? AuthError)
        #expect(authError.kind == .credentialUnavailable)
        #expect(authError.underlyingError as? CredentialStoreError == .fileSystem(operation: "open", code: 5))
        #expect(await recorder.authorizations().isEmpty)  // nothing went out

        await store.heal()
        #expect(try await client.send(request).statusCode == 200)
        #expect(try await client.send(request).statusCode == 200)
        #expect(await store.loadCount == 2)  // loaded once more, then kept in memory
    }

    @Test("a refreshed credential that cannot be saved is reported and still used")
    func saveFailureIsReported() async throws {
        let recorder = AuthRecorder()
        let failures = AuthLateBox<[String]>()
        let store = FlakyCredentialStore(Credential(accessToken: "old"), failsSave: true)
        let client = MiddlewareTransport(
            transport: authServer(accepting: "new", recorder: recorder),
            middlewares: [AuthMiddleware(authenticator: ReportingAuthenticator(failures: failures), store: store)]
        )

        #expect(try await client.send(try authRequest()).statusCode == 200)
        #expect(failures.value?.count == 1)
        #expect(await recorder.authorizations() == ["Bearer old", "Bearer new"])
    }

    @Test("the credential is loaded from the store once, by whichever request comes first")
    func loadIsShared() async throws {
        let recorder = AuthRecorder()
        let store = FlakyCredentialStore(Credential(accessToken: "good"))
        let client = MiddlewareTransport(
            transport: authServer(accepting: "good", recorder: recorder),
            middlewares: [AuthMiddleware(authenticator: AuthTestAuthenticator { $0 }, store: store)]
        )
        let request = try authRequest()

        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<20 { group.addTask { try await client.send(request).statusCode } }
            for try await status in group { #expect(status == 200) }
        }
        #expect(await store.loadCount == 1)
    }
}
