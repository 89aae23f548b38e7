import CourierHTTP
import CourierREST
import Foundation
import Testing

@Suite("Endpoint URLs")
struct EndpointURLTests {
    private func url<R>(_ endpoint: Endpoint<R>, base: String? = "https://api.example.com/v1") throws -> String {
        let configuration = APIConfiguration(
            baseURL: base.flatMap(URL.init(string:)), transport: FakeTransport.answering(200))
        return try endpoint.makeRequest(using: configuration).url.absoluteString
    }

    @Test(
        "a relative path joins the base path with one slash, with or without a leading slash",
        arguments: [
            ("users", "https://api.example.com/v1"),
            ("/users", "https://api.example.com/v1"),
            ("users", "https://api.example.com/v1/"),
            ("/users", "https://api.example.com/v1/"),
        ])
    func relativePath(path: String, base: String) throws {
        #expect(try url(Endpoint<Data>(.path(path)), base: base) == "https://api.example.com/v1/users")
    }

    @Test func baseWithoutPathAndNestedPath() throws {
        #expect(
            try url(Endpoint<Data>("users/42/posts"), base: "https://api.example.com")
                == "https://api.example.com/users/42/posts")
        #expect(
            try url(Endpoint<Data>("/users/"), base: "http://127.0.0.1:8080/api/v2")
                == "http://127.0.0.1:8080/api/v2/users/")
    }

    @Test func emptyPathIsTheBaseURL() throws {
        #expect(try url(Endpoint<Data>("")) == "https://api.example.com/v1")
    }

    @Test func pathIsPlainTextAndGetsPercentEncoded() throws {
        #expect(try url(Endpoint<Data>("files/a b%?#.txt")) == "https://api.example.com/v1/files/a%20b%25%3F%23.txt")
        #expect(try url(Endpoint<Data>("caf\u{E9}")) == "https://api.example.com/v1/caf%C3%A9")
    }

    @Test func absoluteURLIgnoresTheBaseAndKeepsItsQuery() throws {
        let absolute = try #require(URL(string: "https://cdn.example.org/assets/logo.png?v=2"))
        let endpoint = Endpoint<Data>(.url(absolute), query: [URLQueryItem(name: "size", value: "large")])
        #expect(try url(endpoint) == "https://cdn.example.org/assets/logo.png?v=2&size=large")
        #expect(try url(Endpoint<Data>(.url(absolute)), base: nil) == "https://cdn.example.org/assets/logo.png?v=2")
    }

    @Test func queryItemsKeepTheirOrderAndEncodeReservedCharacters() throws {
        let endpoint = Endpoint<Data>(
            "search",
            query: [
                URLQueryItem(name: "q", value: "a+b c&d=e/f?g#h"),
                URLQueryItem(name: "tag", value: "swift"),
                URLQueryItem(name: "tag", value: "caf\u{E9}"),
                URLQueryItem(name: "flag", value: nil),
                URLQueryItem(name: "range", value: "~1.0-2_0"),
            ])
        #expect(
            try url(endpoint) == "https://api.example.com/v1/search?q=a%2Bb%20c%26d%3De%2Ff%3Fg%23h"
                + "&tag=swift&tag=caf%C3%A9&flag&range=~1.0-2_0")
    }

    @Test func baseURLQueryIsKept() throws {
        let endpoint = Endpoint<Data>("users", query: [URLQueryItem(name: "page", value: "2")])
        #expect(
            try url(endpoint, base: "https://api.example.com/v1?key=abc")
                == "https://api.example.com/v1/users?key=abc&page=2")
    }

    @Test func pathWithoutBaseURLIsAnInvalidRequest() throws {
        let error = try #require(throws: HTTPError.self) { try url(Endpoint<Data>("users"), base: nil) }
        #expect(error.kind == .invalidRequest)
        #expect(error.message.contains("base URL"))
    }

    @Test func relativeAbsoluteTargetIsAnInvalidRequest() throws {
        let relative = try #require(URL(string: "just/a/path"))
        let error = try #require(throws: HTTPError.self) { try url(Endpoint<Data>(.url(relative))) }
        #expect(error.kind == .invalidRequest)
    }
}
