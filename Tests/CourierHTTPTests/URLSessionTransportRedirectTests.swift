import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("URLSessionTransport — redirects")
struct URLSessionTransportRedirectTests {
    private static let credentials: HTTPFields = [
        "Authorization": "Bearer secret-token",
        "Cookie": "session=abc",
        "X-Trace": "keep-me",
    ]

    @Test("a redirect to another origin (another port) drops Authorization and Cookie")
    func crossOriginStripsCredentials() async throws {
        let target = try LoopbackHTTPServer()
        defer { target.stop() }
        let origin = try LoopbackHTTPServer()
        defer { origin.stop() }
        target.route(.get, "/landing") { _ in .text("landed") }
        let location = target.url("/landing").absoluteString
        origin.route(.get, "/start") { _ in
            LoopbackResponse(status: 302, headerFields: ["Location": location])
        }

        let response = try await URLSessionTransport().send(
            HTTPRequest(url: origin.url("/start"), headerFields: Self.credentials)
        )

        #expect(response.statusCode == 200)
        #expect(response.url?.port == target.port)
        #expect(origin.receivedRequests.first?.headerFields["Authorization"] == "Bearer secret-token")
        let landed = try #require(target.receivedRequests.first)
        #expect(landed.headerFields["Authorization"] == nil)
        #expect(landed.headerFields["Cookie"] == nil)
    }

    @Test("a redirect within the origin keeps Authorization")
    func sameOriginKeepsCredentials() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/landing") { _ in .text("landed") }
        server.route(.get, "/start") { _ in
            LoopbackResponse(status: 307, headerFields: ["Location": "/landing"])
        }

        let response = try await URLSessionTransport().send(
            HTTPRequest(url: server.url("/start"), headerFields: Self.credentials)
        )

        #expect(response.statusCode == 200)
        let landed = try #require(server.receivedRequests.last)
        #expect(landed.path == "/landing")
        #expect(landed.headerFields["Authorization"] == "Bearer secret-token")
    }

    @Test(
        "origins compare scheme, host and port, with default ports filled in",
        arguments: [
            ("http://a.test/x", "http://a.test:80/y", true),
            ("https://a.test/x", "https://A.TEST:443/", true),
            ("http://a.test/x", "https://a.test/x", false),
            ("http://a.test:8080/x", "http://a.test:8081/x", false),
            ("http://a.test/x", "http://b.test/x", false),
        ])
    func origins(first: String, second: String, same: Bool) throws {
        let a = try #require(URL(string: first))
        let b = try #require(URL(string: second))
        #expect((URLSessionRedirectPolicy.origin(of: a) == URLSessionRedirectPolicy.origin(of: b)) == same)
    }

    @Test("the redirect policy strips only on an origin change")
    func redirectPolicy() throws {
        let original = try #require(URL(string: "https://api.test/login"))
        var request = URLRequest(url: try #require(URL(string: "https://cdn.test/file")))
        request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
        request.setValue("a=b", forHTTPHeaderField: "Cookie")
        request.setValue("1", forHTTPHeaderField: "X-Other")
        let stripped = URLSessionRedirectPolicy.redirect(request, from: original)
        #expect(stripped.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(stripped.value(forHTTPHeaderField: "Cookie") == nil)
        #expect(stripped.value(forHTTPHeaderField: "X-Other") == "1")

        var same = request
        same.url = URL(string: "https://api.test/next")
        let kept = URLSessionRedirectPolicy.redirect(same, from: original)
        #expect(kept.value(forHTTPHeaderField: "Authorization") == "Bearer t")
    }
}
