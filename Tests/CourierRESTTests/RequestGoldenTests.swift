import CourierHTTP
import CourierREST
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Each body kind builds a byte-exact request, checked against `Goldens/`.
@Suite("Request goldens")
struct RequestGoldenTests {
    private let configuration = testConfiguration { $0.timeoutInterval = 30 }

    private func request<R>(_ endpoint: Endpoint<R>) throws -> HTTPRequest {
        try endpoint.makeRequest(using: configuration)
    }

    @Test func getWithQueryAndHeaders() throws {
        let endpoint = Endpoint<[User]>(
            "users",
            query: [URLQueryItem(name: "name", value: "Ann & Bob"), URLQueryItem(name: "sort", value: "-created_at")],
            headers: ["X-Request-ID": "req-1", "Accept": "application/vnd.example+json"]
        )
        try expectGolden(goldenBytes(of: request(endpoint)), named: "get-query.txt")
    }

    @Test func jsonBody() throws {
        let event = Event(title: "Launch \"v1\"", startsAt: Date(timeIntervalSince1970: 1_700_000_000))
        let endpoint = Endpoint<Event>("events", method: .post, body: .json(event))
        try expectGolden(goldenBytes(of: request(endpoint)), named: "post-json.txt")
    }

    @Test func formBody() throws {
        let endpoint = Endpoint<EmptyResponse>(
            "session", method: .post,
            body: .form([
                URLQueryItem(name: "user name", value: "ann@example.com"),
                URLQueryItem(name: "password", value: "p&ss=w+rd/é*~"),
                URLQueryItem(name: "remember", value: nil),
            ]))
        try expectGolden(goldenBytes(of: request(endpoint)), named: "post-form.txt")
    }

    @Test func multipartBody() throws {
        var form = MultipartFormData(boundary: "test-boundary-42")
        form.append("Holiday \"pics\"", named: "title")
        form.append(
            Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), named: "photo", filename: "beach.png",
            contentType: "image/png")
        form.append(Data("plain notes\n".utf8), named: "notes", filename: "notes.txt")
        let endpoint = Endpoint<Void>("albums/7/photos", method: .post, body: .multipart(form))
        try expectGolden(goldenBytes(of: request(endpoint)), named: "post-multipart.txt")
    }

    @Test func rawDataBody() throws {
        let endpoint = Endpoint<Void>(
            "blobs/9", method: .put, headers: ["Content-MD5": "abc"],
            body: .data(Data([0x00, 0x01, 0xFE, 0xFF]), contentType: "application/octet-stream")
        )
        try expectGolden(goldenBytes(of: request(endpoint)), named: "put-data.txt")
    }

    @Test func urlRequestConversion() throws {
        var endpoint = Endpoint<User>(
            "users", method: .post, headers: ["X-Trace": "t-1"], body: .json(User(id: 7, name: "Ann"))
        )
        endpoint.timeoutInterval = 12.5
        let urlRequest = try request(endpoint).makeURLRequest()
        try expectGolden(goldenBytes(of: urlRequest), named: "urlrequest-post-json.txt")
    }

    @Test func urlRequestKeepsItsDefaultTimeoutWithoutOne() throws {
        let bare = HTTPRequest(url: try #require(URL(string: "https://api.example.com/v1/ping")))
        #expect(bare.makeURLRequest().timeoutInterval == URLRequest(url: bare.url).timeoutInterval)
        #expect(bare.makeURLRequest().httpMethod == "GET")
    }

    @Test func buildingIsDeterministic() throws {
        var form = MultipartFormData(boundary: "b")
        form.append("1", named: "a")
        let endpoints: [Endpoint<Data>] = [
            Endpoint("x", method: .post, body: .json(["b": 2, "a": 1, "c": 3])),
            Endpoint("x", method: .post, body: .multipart(form)),
            Endpoint(
                "x",
                query: [
                    URLQueryItem(
                        name: "q",
                        value: "1 "
                            + "2")
                ], body: .form([URLQueryItem(name: "k", value: "v")])),
        ]
        for endpoint in endpoints {
            #expect(try request(endpoint) == request(endpoint))
        }
    }
}
