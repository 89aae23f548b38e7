import Foundation
import Testing

@testable import CourierHTTP

@Suite("AuthMiddleware cancellation", .timeLimit(.minutes(1)))
struct AuthMiddlewareCancellationTests {
    @Test("cancelling the caller that started a refresh does not cancel it for the others")
    func cancellingWaiterKeepsSharedRefresh() async throws {
        let recorder = AuthRecorder()
        let refreshGate = AuthGate()
        let refreshSawCancellation = AuthLateBox<Bool>()
        let authenticator = AuthTestAuthenticator { _ in
            _ = await recorder.recordRefresh()
            await refreshGate.wait()
            refreshSawCancellation.value = Task.isCancelled
            return Credential(accessToken: "new")
        }
        let middleware = AuthMiddleware(
            authenticator: authenticator,
            store: InMemoryCredentialStore(Credential(accessToken: "old"))
        )
        let client = MiddlewareTransport(
            transport: authServer(accepting: "new", recorder: recorder),
            middlewares: [middleware]
        )
        let coordinator = middleware.coordinatorForTesting
        let leaderRequest = try authRequest("/leader")
        let followerRequest = try authRequest("/follower")

        // The leader's 401 starts the refresh; the follower starts during it and waits.
        let leader = Task { try await client.send(leaderRequest) }
        await authEventually { await coordinator.isRefreshing }
        let follower = Task { try await client.send(followerRequest) }
        await authEventually { await coordinator.waiterCount == 2 }

        leader.cancel()
        let leaderError = await #expect(throws: HTTPError.self) { try await leader.value }
        #expect(leaderError?.kind == .cancelled)
        #expect(await coordinator.waiterCount == 1)  // the leader's continuation is gone
        #expect(await coordinator.isRefreshing)

        await refreshGate.open()
        #expect(try await follower.value.statusCode == 200)
        #expect(refreshSawCancellation.value == false)
        #expect(await recorder.refreshCount == 1)
        #expect(await coordinator.waiterCount == 0)
        #expect(await recorder.authorizations(path: "/follower") == ["Bearer new"])
    }

    @Test("a caller cancelled before it waits fails at once and leaves no waiter behind")
    func alreadyCancelledCaller() async throws {
        let refreshGate = AuthGate()
        let recorder = AuthRecorder()
        let middleware = AuthMiddleware(
            authenticator: AuthTestAuthenticator { _ in
                await refreshGate.wait()
                return Credential(accessToken: "new")
            },
            store: InMemoryCredentialStore(Credential(accessToken: "old"))
        )
        let client = MiddlewareTransport(
            transport: authServer(accepting: "new", recorder: recorder),
            middlewares: [middleware]
        )
        let coordinator = middleware.coordinatorForTesting
        let request = try authRequest()
        let leader = Task { try await client.send(request) }
        await authEventually { await coordinator.isRefreshing }

        let started = AuthGate()
        let late = Task {
            await started.wait()  // cancelled before it reaches the middleware
            return try await client.send(request)
        }
        late.cancel()
        await started.open()
        let error = await #expect(throws: HTTPError.self) { try await late.value }
        #expect(error?.kind == .cancelled)
        #expect(await coordinator.waiterCount == 1)

        await refreshGate.open()
        #expect(try await leader.value.statusCode == 200)
        #expect(await coordinator.waiterCount == 0)
    }
}
