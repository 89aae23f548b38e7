import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

/// A `401` whose `WWW-Authenticate` names a scheme the platform answers itself (`Basic`) reaches
/// the caller as a response, as it does for any other scheme, when no stored credential applies.
///
/// On Linux, FoundationNetworking turns such a response into an authentication challenge and,
/// given the default handling without a credential, neither re-sends nor completes the task.
@Suite("URLSessionTransport — 401 with a Basic challenge", .timeLimit(.minutes(1)))
struct URLSessionTransportUnauthorizedTests {
    private static func unauthorizedServer(scheme: String) throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        server.route(.get, "/private") { _ in
            LoopbackResponse(
                status: 401,
                headerFields: ["WWW-Authenticate": "\(scheme) realm=\"courier\"", "Content-Type": "application/json"],
                body: Data(#"{"error":"sign in"}"#.utf8))
        }
        return server
    }

    @Test("the 401 and its body arrive", arguments: ["Basic", "Bearer", "Digest"])
    func unauthorizedResponseArrives(scheme: String) async throws {
        let server = try Self.unauthorizedServer(scheme: scheme)
        defer { server.stop() }
        let response = try await URLSessionTransport().send(
            HTTPRequest(url: server.url("/private"), timeoutInterval: 10))
        #expect(response.statusCode == 401)
        #expect(response.body == Data(#"{"error":"sign in"}"#.utf8))
        #expect(response.headerFields["www-authenticate"] == "\(scheme) realm=\"courier\"")
        #expect(server.receivedRequests.count == 1)
    }

    @Test("the streaming transport ends the body after the 401's bytes")
    func streamingUnauthorizedResponseEnds() async throws {
        let server = try Self.unauthorizedServer(scheme: "Basic")
        defer { server.stop() }
        let response = try await URLSessionStreamingTransport().stream(
            HTTPRequest(url: server.url("/private"), timeoutInterval: 10))
        #expect(response.head.statusCode == 401)
        var body = response.head.body
        for try await chunk in response.body { body += chunk }
        #expect(body == Data(#"{"error":"sign in"}"#.utf8))
    }

    @Test("the transport goes on serving requests afterwards")
    func laterRequestsWork() async throws {
        let server = try Self.unauthorizedServer(scheme: "Basic")
        defer { server.stop() }
        server.route(.get, "/open") { _ in .text("ok") }
        let transport = URLSessionTransport()
        for _ in 0..<3 {
            let denied = try await transport.send(HTTPRequest(url: server.url("/private"), timeoutInterval: 10))
            #expect(denied.statusCode == 401)
            let open = try await transport.send(HTTPRequest(url: server.url("/open"), timeoutInterval: 10))
            #expect(open.statusCode == 200)
            #expect(open.body == Data("ok".utf8))
        }
    }
}
