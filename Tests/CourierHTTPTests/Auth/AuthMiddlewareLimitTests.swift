import Foundation
import Testing

@testable import CourierHTTP

@Suite("AuthMiddleware refresh limit and expiry", .timeLimit(.minutes(1)))
struct AuthMiddlewareLimitTests {
    @Test("after the refresh cap is reached 401s are handed back until the window moves on")
    func refreshCapPerWindow() async throws {
        let recorder = AuthRecorder()
        let clock = AuthManualClock()
        let authenticator = AuthTestAuthenticator { _ in
            let count = await recorder.recordRefresh()
            return Credential(accessToken: "new-\(count)")
        }
        let middleware = AuthMiddleware(
            authenticator: authenticator,
            store: InMemoryCredentialStore(Credential(accessToken: "old")),
            configuration: .init {
                $0.maximumRefreshes = 2
                $0.refreshWindow = 60
                $0.clock = clock
            }
        )
        // A server that rejects every token: the worst case the cap exists for.
        let client = MiddlewareTransport(
            transport: authServer(accepting: "nothing", recorder: recorder),
            middlewares: [middleware]
        )

        for _ in 0..<2 {
            #expect(try await client.send(try authRequest()).statusCode == 401)
            clock.advance(by: 10)
        }
        #expect(await recorder.refreshCount == 2)
        #expect(await recorder.authorizations().count == 4)  // each sent, then replayed once

        #expect(try await client.send(try authRequest()).statusCode == 401)
        #expect(await recorder.refreshCount == 2)  // capped: no refresh …
        #expect(await recorder.authorizations().count == 5)  // … and no replay

        clock.advance(by: 41)  // the first refresh (t = 0) is now 61 s old
        #expect(try await client.send(try authRequest()).statusCode == 401)
        #expect(await recorder.refreshCount == 3)
        #expect(await recorder.authorizations().suffix(2) == ["Bearer new-2", "Bearer new-3"])
    }

    @Test("an expired credential is refreshed before the request is sent")
    func expiredCredentialRefreshedFirst() async throws {
        let recorder = AuthRecorder()
        let clock = AuthManualClock()
        let authenticator = AuthTestAuthenticator { _ in
            _ = await recorder.recordRefresh()
            return Credential(accessToken: "new", expiresAt: clock.now() + 3600)
        }
        let expiring = Credential(accessToken: "old", refreshToken: "r", expiresAt: clock.now() + 10)
        let middleware = AuthMiddleware(
            authenticator: authenticator,
            store: InMemoryCredentialStore(expiring),
            configuration: .init {
                $0.expiryLeeway = 30
                $0.clock = clock
            }
        )
        let client = MiddlewareTransport(
            transport: authServer(accepting: "new", recorder: recorder),
            middlewares: [middleware]
        )

        #expect(try await client.send(try authRequest()).statusCode == 200)
        #expect(try await client.send(try authRequest()).statusCode == 200)
        #expect(await recorder.refreshCount == 1)
        #expect(await recorder.authorizations() == ["Bearer new", "Bearer new"])
    }

    @Test("with expiry refresh turned off an expired credential is sent and refreshed on 401")
    func expiredCredentialSentWhenDisabled() async throws {
        let recorder = AuthRecorder()
        let clock = AuthManualClock()
        let authenticator = AuthTestAuthenticator { _ in
            _ = await recorder.recordRefresh()
            return Credential(accessToken: "new")
        }
        let middleware = AuthMiddleware(
            authenticator: authenticator,
            store: InMemoryCredentialStore(Credential(accessToken: "old", expiresAt: clock.now() - 1)),
            configuration: .init {
                $0.refreshesExpiredCredentials = false
                $0.clock = clock
            }
        )
        let client = MiddlewareTransport(
            transport: authServer(accepting: "new", recorder: recorder),
            middlewares: [middleware]
        )

        #expect(try await client.send(try authRequest()).statusCode == 200)
        #expect(await recorder.authorizations() == ["Bearer old", "Bearer new"])
        #expect(await recorder.refreshCount == 1)
    }
}
