import Foundation
import Testing

@testable import CourierHTTP

@Suite("AuthMiddleware refresh bypass", .timeLimit(.minutes(1)))
struct AuthMiddlewareBypassTests {
    @Test("a refresh that sends through the authenticated chain bypasses the auth middleware")
    func refreshThroughOwnChainBypassesAuth() async throws {
        let recorder = AuthRecorder()
        let chain = AuthLateBox<MiddlewareTransport>()
        let transport = AuthFakeTransport { request in
            await recorder.record(request)
            if request.url.path == "/token" { return HTTPResponse(statusCode: 200, body: Data("new".utf8)) }
            return HTTPResponse(statusCode: request.headerFields["Authorization"] == "Bearer new" ? 200 : 401)
        }
        let tokenRequest = try authRequest("/token", method: .post)
        let authenticator = AuthTestAuthenticator { _ in
            _ = await recorder.recordRefresh()
            let client = try #require(chain.value)
            // Without the bypass this request would wait for the refresh it belongs to, forever.
            let response = try await client.send(tokenRequest)
            // A child task inherits the marker as well.
            async let second = client.send(tokenRequest)
            _ = try await second
            return Credential(accessToken: String(decoding: response.body, as: UTF8.self))
        }
        let middleware = AuthMiddleware(
            authenticator: authenticator,
            store: InMemoryCredentialStore(Credential(accessToken: "old"))
        )
        chain.value = MiddlewareTransport(transport: transport, middlewares: [middleware])
        let client = try #require(chain.value)

        #expect(try await client.send(try authRequest()).statusCode == 200)
        #expect(await recorder.refreshCount == 1)
        #expect(await recorder.authorizations(path: "/token") == [nil, nil])
        #expect(await recorder.authorizations(path: "/items") == ["Bearer old", "Bearer new"])
    }

    @Test("the bypass is scoped to the refresh: another middleware's refresh does not skip this one")
    func bypassIsPerMiddleware() async throws {
        let recorder = AuthRecorder()
        let innerChain = AuthLateBox<MiddlewareTransport>()
        let transport = AuthFakeTransport { request in
            await recorder.record(request)
            let authorization = request.headerFields["Authorization"]
            return HTTPResponse(
                statusCode: authorization == "Bearer outer-new" || authorization == "Bearer inner" ? 200 : 401)
        }
        // The outer middleware's refresh calls a chain guarded by a *different* AuthMiddleware,
        // which must still authorize that call.
        let inner = AuthMiddleware(
            authenticator: AuthTestAuthenticator { $0 },
            store: InMemoryCredentialStore(Credential(accessToken: "inner"))
        )
        innerChain.value = MiddlewareTransport(transport: transport, middlewares: [inner])
        let tokenRequest = try authRequest("/token", method: .post)
        let outer = AuthMiddleware(
            authenticator: AuthTestAuthenticator { _ in
                _ = try await #require(innerChain.value).send(tokenRequest)
                return Credential(accessToken: "outer-new")
            },
            store: InMemoryCredentialStore(Credential(accessToken: "outer-old"))
        )
        let client = MiddlewareTransport(transport: transport, middlewares: [outer])

        #expect(try await client.send(try authRequest()).statusCode == 200)
        #expect(await recorder.authorizations(path: "/token") == ["Bearer inner"])
    }
}
