import CourierHTTP
import CourierTesting
import Foundation
import Testing

/// The streaming transport (multipart subscriptions, `@defer`) follows redirects like
/// ``URLSessionTransport``: credentials stay within the origin.
@Suite("URLSessionStreamingTransport — redirects")
struct URLSessionStreamingRedirectTests {
    private static let credentials: HTTPFields = [
        "Authorization": "Bearer stream-secret", "Cookie": "session=abc", "X-Trace": "keep-me",
    ]

    @Test func crossOriginRedirectDropsAuthorizationAndCookie() async throws {
        let target = try LoopbackHTTPServer()
        defer { target.stop() }
        let origin = try LoopbackHTTPServer()
        defer { origin.stop() }
        target.route(.get, "/landing") { _ in .text("landed") }
        let location = target.url("/landing").absoluteString
        origin.route(.get, "/start") { _ in LoopbackResponse(status: 302, headerFields: ["Location": location]) }

        let response = try await URLSessionStreamingTransport().stream(
            HTTPRequest(url: origin.url("/start"), headerFields: Self.credentials))
        var body = Data()
        for try await chunk in response.body { body += chunk }

        #expect(response.head.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == "landed")
        #expect(origin.receivedRequests.first?.headerFields["Authorization"] == "Bearer stream-secret")
        let landed = try #require(target.receivedRequests.first)
        #expect(landed.headerFields["Authorization"] == nil)
        #expect(landed.headerFields["Cookie"] == nil)
        #expect(landed.headerFields["X-Trace"] == "keep-me")
    }

    @Test func sameOriginRedirectKeepsAuthorization() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/landing") { _ in .text("landed") }
        server.route(.get, "/start") { _ in LoopbackResponse(status: 307, headerFields: ["Location": "/landing"]) }

        let response = try await URLSessionStreamingTransport().stream(
            HTTPRequest(url: server.url("/start"), headerFields: Self.credentials))
        for try await _ in response.body {}

        let landed = try #require(server.receivedRequests.last)
        #expect(landed.path == "/landing")
        #expect(landed.headerFields["Authorization"] == "Bearer stream-secret")
    }
}
