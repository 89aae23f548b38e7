import CourierHTTP
import CourierREST
import Foundation
import Testing

/// `APIClient` takes its base URL apart once and builds each URL by concatenation. These tests
/// hold that path to what `URLComponents` builds, for bases with every kind of part.
@Suite("Base URL parts")
struct BaseURLPartsTests {
    static let bases = [
        "https://api.example.com",
        "https://api.example.com/",
        "https://api.example.com/v1",
        "https://api.example.com/v1/",
        "http://127.0.0.1:8080/api/v2",
        "https://user:secret@api.example.com:8443/v1",
        "https://api.example.com/v1?key=abc",
        "https://api.example.com/v1?key=a%20b&x",
        "https://api.example.com/v1#top",
        "https://api.example.com/caf%C3%A9/a%20b",
        "http://[::1]:9000/root",
        "HTTPS://API.Example.com/V1",
    ]
    static let paths = ["", "users", "/users", "users/42/posts/", "files/a b%?#.txt", "caf\u{E9}", "//double"]
    static let queries: [[URLQueryItem]] = [
        [], [URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "q", value: "a+b c")],
    ]

    /// The URL as `URLComponents` builds it from the same parts: the reference.
    static func reference(base: String, path: String, query: [URLQueryItem]) -> String? {
        guard var components = URLComponents(string: base) else { return nil }
        let encodedPath =
            path.addingPercentEncoding(
                withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "%?#;"))) ?? path
        if !encodedPath.isEmpty {
            let head =
                components.percentEncodedPath.hasSuffix("/")
                ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
            let tail = encodedPath.hasPrefix("/") ? String(encodedPath.dropFirst()) : encodedPath
            components.percentEncodedPath = head + "/" + tail
        }
        if !query.isEmpty {
            let added = query.map {
                "\($0.name)=\(($0.value ?? "").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            }.joined(separator: "&")
            if let existing = components.percentEncodedQuery, !existing.isEmpty {
                components.percentEncodedQuery = existing + "&" + added
            } else {
                components.percentEncodedQuery = added
            }
        }
        return components.url?.absoluteString
    }

    @Test("the client's URLs are the ones URLComponents builds", arguments: bases)
    func clientMatchesURLComponents(base: String) async throws {
        let log = RequestLog()
        let client = APIClient(baseURL: URL(string: base), transport: FakeTransport.answering(200, log: log))
        for path in Self.paths {
            for query in Self.queries {
                _ = try await client.send(Endpoint<Data>(.path(path), query: query))
                let sent = try #require(log.all.last).url.absoluteString
                #expect(sent == Self.reference(base: base, path: path, query: query), "base \(base), path \(path)")
                // The public builder agrees with the client.
                let built = try Endpoint<Data>(.path(path), query: query).makeRequest(using: client.configuration).url
                    .absoluteString
                #expect(built == sent)
            }
        }
    }

    @Test func aRelativeBaseFailsPathsButNotAbsoluteURLs() async throws {
        let client = APIClient(baseURL: URL(string: "just/a/path"), transport: FakeTransport.answering(200))
        let error = await #expect(throws: HTTPError.self) { try await client.send(Endpoint<Data>("users")) }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message.contains("not absolute") == true)
        let absolute = try #require(URL(string: "https://cdn.example.org/logo.png"))
        _ = try await client.send(Endpoint<Data>(.url(absolute)))
        #expect(try Endpoint<Data>(.url(absolute)).makeRequest(using: client.configuration).url == absolute)
    }
}
