import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transports store response cookies themselves on Linux (``URLSessionCookieJar``); these
/// tests hold them to what `URLSession`'s own cookie handling stores and sends.
@Suite("URLSessionCookieJar — response cookies as URLSession stores them")
struct URLSessionCookieJarTests {
    /// `Set-Cookie` fields of one response: attributes, a date with a comma, a domain that does
    /// not match, a path of another directory.
    private static let setCookies: HTTPFields = HTTPFields([
        .init(name: "Set-Cookie", value: "plain=1"),
        .init(name: "Set-Cookie", value: "rooted=2; Path=/"),
        .init(name: "Set-Cookie", value: "dated=3; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Path=/"),
        .init(name: "Set-Cookie", value: "aged=4; Max-Age=3600; Path=/"),
        .init(name: "Set-Cookie", value: "flagged=5; HttpOnly; Path=/"),
        .init(name: "Set-Cookie", value: "secure=6; Secure; Path=/"),
        .init(name: "Set-Cookie", value: "elsewhere=7; Domain=example.com; Path=/"),
        .init(name: "Set-Cookie", value: "narrow=8; Path=/account"),
        .init(name: "Set-Cookie", value: "gone=9; Expires=Thu, 01 Jan 1970 00:00:00 GMT"),
    ])

    /// A server whose `/auth/login` redirects (setting a cookie) to `/auth/home`, which sets the
    /// fields above; `/auth/me` answers plainly, `/auth/again` redirects to it, `/auth/elsewhere`
    /// to `/account/page`, the one path the `narrow` cookie is for.
    private static func server() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        server.route(.get, "/auth/login") { _ in
            LoopbackResponse(
                status: 302, headerFields: ["Location": "/auth/home", "Set-Cookie": "hop=0; Path=/auth"])
        }
        server.route(.get, "/auth/home") { _ in LoopbackResponse(headerFields: setCookies) }
        server.route(.get, "/auth/me") { _ in .text("me") }
        server.route(.get, "/auth/again") { _ in LoopbackResponse(status: 307, headerFields: ["Location": "/auth/me"]) }
        server.route(.get, "/auth/elsewhere") { _ in
            LoopbackResponse(status: 307, headerFields: ["Location": "/account/page"])
        }
        server.route(.get, "/account/page") { _ in .text("account") }
        return server
    }

    /// What a stored cookie is, with Max-Age's expiry to the minute.
    private static func described(_ storage: HTTPCookieStorage) -> [String] {
        (storage.cookies ?? []).map { cookie in
            let expiry = cookie.expiresDate.map { String(Int($0.timeIntervalSince1970 / 60)) } ?? "session"
            return [
                cookie.name, cookie.value, cookie.domain, cookie.path, expiry,
                cookie.isSecure ? "secure" : "-", cookie.isHTTPOnly ? "httponly" : "-",
            ].joined(separator: " ")
        }.sorted()
    }

    /// The path and the cookies a request carried, in name order.
    private static func cookiesSent(_ request: LoopbackRequest) -> String {
        let cookies = (request.headerFields["Cookie"] ?? "-").split(separator: ";")
            .map { $0.trimmingCharacters(in: .whitespaces) }.sorted()
        return "\(request.path) \(cookies.joined(separator: "; "))"
    }

    private static func freshStorage() throws -> HTTPCookieStorage {
        try #require(URLSessionConfiguration.ephemeral.httpCookieStorage)
    }

    private static func transport(storage: HTTPCookieStorage?) -> URLSessionTransport {
        URLSessionTransport(
            configuration: .init {
                $0.sessionCount = 1
                $0.sessionConfiguration.httpCookieStorage = storage
            })
    }

    /// `URLSession`'s own cookie handling: a session without a delegate and its own storage.
    private static func plainSession(storage: HTTPCookieStorage) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.httpCookieStorage = storage
        return URLSession(configuration: configuration)
    }

    private static func load(_ url: URL, in session: URLSession) async throws {
        let _: Void = try await withCheckedThrowingContinuation { continuation in
            session.dataTask(with: URLRequest(url: url)) { _, _, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }.resume()
        }
    }

    @Test("stores the same cookies as URLSession, redirects included, and sends them back alike")
    func sameAsURLSession() async throws {
        let ours = try Self.server()
        defer { ours.stop() }
        let theirs = try Self.server()
        defer { theirs.stop() }
        let ourStorage = try Self.freshStorage()
        let theirStorage = try Self.freshStorage()
        let transport = Self.transport(storage: ourStorage)
        let session = Self.plainSession(storage: theirStorage)
        defer { session.finishTasksAndInvalidate() }

        for path in ["/auth/login", "/auth/me", "/auth/again", "/auth/elsewhere"] {
            _ = try await transport.send(HTTPRequest(url: ours.url(path)))
            try await Self.load(theirs.url(path), in: session)
        }

        let stored = Self.described(ourStorage)
        #expect(stored.contains("plain 1 127.0.0.1 / session - -"))
        #expect(stored.contains { $0.hasPrefix("hop 0 127.0.0.1 /auth ") })
        #expect(stored.contains { $0.hasPrefix("dated 3 ") })
        #expect(!stored.contains { $0.hasPrefix("gone ") })
        #expect(stored == Self.described(theirStorage))
        let sent = ours.receivedRequests.map(Self.cookiesSent)
        #expect(sent.count == 7)
        #expect(sent[1] == "/auth/home hop=0")
        #expect(sent[2].contains("plain=1"))
        #expect(sent[4].hasPrefix("/auth/me ") && sent[4].contains("plain=1"))
        #expect(sent[6].hasPrefix("/account/page ") && sent[6].contains("narrow=8"))
        #expect(sent == theirs.receivedRequests.map(Self.cookiesSent))
    }

    @Test("the streaming transport stores cookies too")
    func streaming() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let storage = try Self.freshStorage()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = storage
        let transport = URLSessionStreamingTransport(sessionConfiguration: configuration)
        let response = try await transport.stream(HTTPRequest(url: server.url("/auth/login")))
        for try await _ in response.body {}
        #expect(Self.described(storage).contains { $0.hasPrefix("plain 1 ") })
        #expect(Self.described(storage).contains { $0.hasPrefix("hop 0 ") })
    }

    @Test("a request that handles no cookies stores none (as on Apple platforms)")
    func requestWithoutCookies() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let storage = try Self.freshStorage()
        var request = HTTPRequest(url: server.url("/auth/login"))
        request.options.sendsCookies = false
        _ = try await Self.transport(storage: storage).send(request)
        #expect(Self.described(storage) == [])
        _ = try await Self.transport(storage: storage).send(HTTPRequest(url: server.url("/auth/home")))
        #expect(Self.described(storage).count > 3)
    }

    @Test("a redirect's next request gets the storage's cookies unless its first one handles none")
    func redirectCookies() throws {
        let storage = try Self.freshStorage()
        let jar = URLSessionCookieJar(storage: storage, sendsCookies: true)
        let start = try #require(URL(string: "http://example.com/start"))
        let next = URLRequest(url: try #require(URL(string: "http://example.com/next")))
        let redirect = try #require(
            HTTPURLResponse(
                url: start, statusCode: 302, httpVersion: "HTTP/1.1", headerFields: ["SET-COOKIE": "a=1; Path=/"]))

        let followed = jar.redirecting(next, after: redirect, of: URLRequest(url: start))
        #expect(followed.value(forHTTPHeaderField: "Cookie") == "a=1")

        var withoutCookies = URLRequest(url: start)
        withoutCookies.httpShouldHandleCookies = false
        #expect(jar.redirecting(next, after: redirect, of: withoutCookies).value(forHTTPHeaderField: "Cookie") == nil)
        let silent = URLSessionCookieJar(storage: storage, sendsCookies: false)
        #expect(
            silent.redirecting(next, after: redirect, of: URLRequest(url: start)).value(forHTTPHeaderField: "Cookie")
                == nil)
    }

    @Test("a configuration that accepts no cookies, or has no storage, stores none")
    func noCookies() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let storage = try Self.freshStorage()
        let transport = URLSessionTransport(
            configuration: .init {
                $0.sessionConfiguration.httpCookieStorage = storage
                $0.sessionConfiguration.httpCookieAcceptPolicy = .never
            })
        _ = try await transport.send(HTTPRequest(url: server.url("/auth/login")))
        #expect(Self.described(storage) == [])
        let response = try await Self.transport(storage: nil).send(HTTPRequest(url: server.url("/auth/login")))
        #expect(response.statusCode == 200)
    }

    @Test("Set-Cookie matches in any spelling")
    func anySpelling() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/lower") { _ in LoopbackResponse(headerFields: ["set-cookie": "lower=1; Path=/"]) }
        let storage = try Self.freshStorage()
        _ = try await Self.transport(storage: storage).send(HTTPRequest(url: server.url("/lower")))
        #expect(Self.described(storage).contains { $0.hasPrefix("lower 1 ") })
    }

    @Test("on Linux the session gets a copy that accepts no cookies; the given configuration is unchanged")
    func adopting() throws {
        let configuration = URLSessionConfiguration.ephemeral
        let (adopted, jar) = URLSessionCookieJar.adopting(configuration)
        #expect(configuration.httpCookieAcceptPolicy != .never)
        #if canImport(FoundationNetworking)
        #expect(adopted !== configuration)
        #expect(adopted.httpCookieAcceptPolicy == .never)
        #expect(jar?.storage === configuration.httpCookieStorage)
        #else
        #expect(adopted === configuration)
        #expect(jar == nil)
        #endif
        configuration.httpCookieStorage = nil
        #expect(URLSessionCookieJar.adopting(configuration).1 == nil)
    }
}
