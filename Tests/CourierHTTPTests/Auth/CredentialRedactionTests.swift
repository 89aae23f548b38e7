import Foundation
import Testing

@testable import CourierHTTP

@Suite("Credentials stay out of descriptions", .timeLimit(.minutes(1)))
struct CredentialRedactionTests {
    private let secrets = ["access-secret-token", "refresh-secret-token"]
    private var credential: Credential {
        Credential(accessToken: secrets[0], refreshToken: secrets[1], expiresAt: Date(timeIntervalSince1970: 0))
    }

    private func expectNoSecrets(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for secret in secrets {
            #expect(!text.contains(secret), "\(text)", sourceLocation: sourceLocation)
        }
        #expect(!text.contains("secret"), sourceLocation: sourceLocation)
    }

    @Test("description, debugDescription, reflection and dump redact both tokens")
    func credentialRedacted() {
        let credential = credential
        expectNoSecrets("\(credential)")
        expectNoSecrets(String(describing: credential))
        expectNoSecrets(String(reflecting: credential))
        expectNoSecrets("\([credential])")
        var dumped = ""
        dump(credential, to: &dumped)
        expectNoSecrets(dumped)
        #expect("\(credential)".contains("<redacted>"))
        #expect(dumped.contains("expiresAt"))
    }

    @Test("errors from a failed refresh name no credential")
    func refreshErrorRedacted() async throws {
        let middleware = AuthMiddleware(
            authenticator: AuthTestAuthenticator { _ in throw AuthTestRefreshError() },
            store: InMemoryCredentialStore(credential)
        )
        let client = MiddlewareTransport(
            transport: AuthFakeTransport { _ in HTTPResponse(statusCode: 401) },
            middlewares: [middleware]
        )
        let request = try authRequest()

        let error = try await #require(throws: HTTPError.self) { try await client.send(request) }
        expectNoSecrets("\(error)")
        expectNoSecrets(error.message)
        expectNoSecrets(error.request.map { "\($0)" } ?? "")
        // The request in the error is the caller's, without the Authorization header.
        #expect(error.request?.headerFields.contains("Authorization") == false)
        let authError = try #require(error.underlyingError as? AuthError)
        expectNoSecrets("\(authError)")
        expectNoSecrets(authError.message)
    }

    @Test(
        "store errors name no credential",
        arguments: [
            CredentialStoreError.corruptData,
            .fileSystem(operation: "open", code: 13),
            .keychain(status: -25300),
        ])
    func storeErrorsRedacted(error: CredentialStoreError) {
        expectNoSecrets("\(error)")
        #expect(!"\(error)".isEmpty)
    }
}
