import Foundation
import Testing

@testable import CourierHTTP

@Suite("AuthMiddleware refresh", .timeLimit(.minutes(1)))
struct AuthMiddlewareRefreshTests {
    private let stale = Credential(accessToken: "old", refreshToken: "refresh-1")

    @Test("100 concurrent 401s cause exactly one refresh and all succeed with the new token")
    func concurrentUnauthorizedShareOneRefresh() async throws {
        let recorder = AuthRecorder()
        let barrier = AuthBarrier(count: 100)
        let transport = AuthFakeTransport { request in
            await recorder.record(request)
            if request.headerFields["Authorization"] == "Bearer new" { return HTTPResponse(statusCode: 200) }
            await barrier.arrive()  // hold every stale request until all 100 have been sent
            return HTTPResponse(statusCode: 401)
        }
        let authenticator = AuthTestAuthenticator { old in
            _ = await recorder.recordRefresh()
            #expect(old.refreshToken == "refresh-1")
            return Credential(accessToken: "new", refreshToken: "refresh-2")
        }
        let store = InMemoryCredentialStore(stale)
        let client = MiddlewareTransport(
            transport: transport,
            middlewares: [AuthMiddleware(authenticator: authenticator, store: store)]
        )
        let request = try authRequest()

        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<100 { group.addTask { try await client.send(request).statusCode } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }

        #expect(statuses == Array(repeating: 200, count: 100))
        #expect(await recorder.refreshCount == 1)
        let sent = await recorder.authorizations()
        #expect(sent.filter { $0 == "Bearer old" }.count == 100)
        #expect(sent.filter { $0 == "Bearer new" }.count == 100)
        #expect(await store.load()?.refreshToken == "refresh-2")
    }

    @Test("a failed refresh fails every waiting request with a typed error")
    func failedRefreshFailsAll() async throws {
        let recorder = AuthRecorder()
        let barrier = AuthBarrier(count: 20)
        let transport = AuthFakeTransport { request in
            await recorder.record(request)
            await barrier.arrive()
            return HTTPResponse(statusCode: 401)
        }
        let authenticator = AuthTestAuthenticator { _ in
            _ = await recorder.recordRefresh()
            throw AuthTestRefreshError()
        }
        let client = MiddlewareTransport(
            transport: transport,
            middlewares: [AuthMiddleware(authenticator: authenticator, store: InMemoryCredentialStore(stale))]
        )
        let request = try authRequest()

        let errors = await withTaskGroup(of: (any Error)?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    do {
                        _ = try await client.send(request)
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: [(any Error)?]()) { $0.append($1) }
        }

        #expect(errors.count == 20)
        for error in errors {
            let httpError = try #require(error as? HTTPError)
            #expect(httpError.kind == .invalidRequest)
            #expect(httpError.response?.statusCode == 401)
            #expect(httpError.request?.headerFields["Authorization"] == nil)
            let authError = try #require(httpError.underlyingError as? AuthError)
            #expect(authError.kind == .refreshFailed)
            #expect(authError.underlyingError is AuthTestRefreshError)
        }
        #expect(await recorder.refreshCount == 1)
        #expect(await recorder.authorizations().count == 20)  // nothing was replayed
    }

    @Test("a 401 for an older token is replayed with the current token without another refresh")
    func olderTokenReplaysWithoutRefresh() async throws {
        let recorder = AuthRecorder()
        let slowArrived = AuthGate()
        let releaseSlow = AuthGate()
        let transport = AuthFakeTransport { request in
            await recorder.record(request)
            let authorization = request.headerFields["Authorization"]
            if request.url.path == "/slow", authorization == "Bearer old" {
                await slowArrived.open()
                await releaseSlow.wait()
            }
            return HTTPResponse(statusCode: authorization == "Bearer new" ? 200 : 401)
        }
        let authenticator = AuthTestAuthenticator { _ in
            _ = await recorder.recordRefresh()
            return Credential(accessToken: "new")
        }
        let client = MiddlewareTransport(
            transport: transport,
            middlewares: [AuthMiddleware(authenticator: authenticator, store: InMemoryCredentialStore(stale))]
        )
        let slowRequest = try authRequest("/slow")
        let slow = Task { try await client.send(slowRequest) }
        await slowArrived.wait()  // /slow is on the wire with the old token

        let fast = try await client.send(try authRequest("/fast"))
        #expect(fast.statusCode == 200)
        #expect(await recorder.refreshCount == 1)

        await releaseSlow.open()  // now /slow gets its 401, for a token already replaced
        #expect(try await slow.value.statusCode == 200)
        #expect(await recorder.refreshCount == 1)
        #expect(await recorder.authorizations(path: "/slow") == ["Bearer old", "Bearer new"])
    }

    @Test("a request is replayed at most once; the second 401 is handed back")
    func replayAtMostOnce() async throws {
        let recorder = AuthRecorder()
        let transport = authServer(accepting: "never", recorder: recorder)
        let authenticator = AuthTestAuthenticator { _ in
            let count = await recorder.recordRefresh()
            return Credential(accessToken: "new-\(count)")
        }
        let client = MiddlewareTransport(
            transport: transport,
            middlewares: [AuthMiddleware(authenticator: authenticator, store: InMemoryCredentialStore(stale))]
        )

        let response = try await client.send(try authRequest())

        #expect(response.statusCode == 401)
        #expect(await recorder.refreshCount == 1)
        #expect(await recorder.authorizations() == ["Bearer old", "Bearer new-1"])
    }

    @Test("requests that start during a refresh wait for it instead of sending the stale token")
    func requestsDuringRefreshWait() async throws {
        let recorder = AuthRecorder()
        let refreshGate = AuthGate()
        let transport = authServer(accepting: "new", recorder: recorder)
        let authenticator = AuthTestAuthenticator { _ in
            _ = await recorder.recordRefresh()
            await refreshGate.wait()
            return Credential(accessToken: "new")
        }
        let middleware = AuthMiddleware(authenticator: authenticator, store: InMemoryCredentialStore(stale))
        let client = MiddlewareTransport(transport: transport, middlewares: [middleware])
        let coordinator = middleware.coordinatorForTesting
        let first = try authRequest("/first")
        let second = try authRequest("/second")

        let firstTask = Task { try await client.send(first) }
        await authEventually { await coordinator.isRefreshing }
        let secondTask = Task { try await client.send(second) }
        await authEventually { await coordinator.waiterCount == 2 }
        #expect(await recorder.authorizations(path: "/second").isEmpty)

        await refreshGate.open()
        #expect(try await firstTask.value.statusCode == 200)
        #expect(try await secondTask.value.statusCode == 200)
        #expect(await recorder.authorizations(path: "/second") == ["Bearer new"])
        #expect(await recorder.refreshCount == 1)
    }

    @Test("without a credential requests go out bare and a 401 is handed back without a refresh")
    func noCredentialNoRefresh() async throws {
        let recorder = AuthRecorder()
        let store = InMemoryCredentialStore()
        let authenticator = AuthTestAuthenticator { _ in
            _ = await recorder.recordRefresh()
            return Credential(accessToken: "unused")
        }
        let middleware = AuthMiddleware(authenticator: authenticator, store: store)
        let client = MiddlewareTransport(
            transport: authServer(accepting: "logged-in", recorder: recorder),
            middlewares: [middleware]
        )

        #expect(try await client.send(try authRequest()).statusCode == 401)
        try await middleware.setCredential(Credential(accessToken: "logged-in"))
        #expect(try await client.send(try authRequest()).statusCode == 200)
        #expect(await store.load()?.accessToken == "logged-in")
        try await middleware.setCredential(nil)
        #expect(await store.load() == nil)
        #expect(await recorder.authorizations() == [nil, "Bearer logged-in"])
        #expect(await recorder.refreshCount == 0)
    }
}
