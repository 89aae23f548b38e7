import CourierHTTP
import CourierREST
import Foundation
import Testing

@Suite("APIClient")
struct APIClientTests {
    private func client(_ transport: any HTTPTransport, configure: (inout APIConfiguration) -> Void = { _ in })
        -> APIClient
    {
        APIClient(configuration: testConfiguration(transport: transport, configure: configure))
    }

    @Test func decodesJSONAndReturnsTheResponse() async throws {
        let log = RequestLog()
        let api = client(
            FakeTransport.answering(200, body: #"{"id":1,"name":"Ann"}"#, headers: ["ETag": "v1"], log: log))
        let response = try await api.response(for: Endpoint<User>("users/1"))
        #expect(response.value == User(id: 1, name: "Ann"))
        #expect(response.statusCode == 200)
        #expect(response.response.headerFields["etag"] == "v1")
        #expect(log.all.map(\.url.absoluteString) == ["https://api.example.com/v1/users/1"])
        #expect(response.request == log.all.first)
    }

    @Test func rawDataAndStringResponses() async throws {
        let api = client(FakeTransport.answering(200, body: "héllo"))
        #expect(try await api.send(Endpoint<Data>("raw")) == Data("héllo".utf8))
        #expect(try await api.send(Endpoint<String>("text")) == "héllo")

        let binary = client(FakeTransport { _ in HTTPResponse(statusCode: 200, body: Data([0xFF, 0xFE])) })
        let error = try await #require(throws: HTTPError.self) { try await binary.send(Endpoint<String>("text")) }
        #expect(error.kind == .decoding)
        #expect(error.message.contains("UTF-8"))
    }

    @Test("204 and empty bodies decode as Void and EmptyResponse", arguments: [(204, ""), (200, ""), (200, "ignored")])
    func noContent(status: Int, body: String) async throws {
        let api = client(FakeTransport.answering(status, body: body))
        try await api.send(Endpoint<Void>("items/1", method: .delete))
        #expect(try await api.send(Endpoint<EmptyResponse>("items/1", method: .delete)) == EmptyResponse())
    }

    @Test func emptyBodyForAJSONTypeIsADecodingError() async throws {
        let api = client(FakeTransport.answering(204))
        let error = try await #require(throws: HTTPError.self) { try await api.send(Endpoint<User>("users/1")) }
        #expect(error.kind == .decoding)
        #expect(error.message.contains("the body is empty"))
        #expect(error.response?.statusCode == 204)
    }

    @Test func non2xxFailsWithTheStatusAndResponse() async throws {
        let api = client(FakeTransport.answering(404, body: "not here"))
        let error = try await #require(throws: HTTPError.self) { try await api.send(Endpoint<User>("users/9")) }
        #expect(error.kind == .httpStatus(404))
        #expect(error.response?.body == Data("not here".utf8))
        #expect(error.request?.url.absoluteString == "https://api.example.com/v1/users/9")
        #expect(error.message.contains("404"))
        #expect(error.message.contains("not here"))
        #expect(error.serverError(as: Problem.self) == nil)
    }

    @Test func customValidationAcceptsOrRejects() async throws {
        let notModified = client(FakeTransport.answering(304)) { $0.validation = .statusCodes(200..<400) }
        try await notModified.send(Endpoint<Void>("cached"))

        let strict = client(FakeTransport.answering(202)) { $0.validation = .statusCodes([200]) }
        let error = try await #require(throws: HTTPError.self) { try await strict.send(Endpoint<Void>("job")) }
        #expect(error.kind == .httpStatus(202))

        let openEnded = client(FakeTransport.answering(418)) { $0.validation = .statusCodes(200...) }
        try await openEnded.send(Endpoint<Void>("teapot"))
        let below = client(FakeTransport.answering(199)) { $0.validation = .statusCodes(200...) }
        await #expect(throws: HTTPError.self) { try await below.send(Endpoint<Void>("early")) }

        let lenient = client(FakeTransport.answering(500, body: "oops")) { $0.validation = .acceptAll }
        #expect(try await lenient.send(Endpoint<String>("x")) == "oops")
    }

    @Test func typedServerErrorIsDecodedFromARejectedBody() async throws {
        let api = client(FakeTransport.answering(422, body: #"{"code":"invalid_name","detail":"Name is taken"}"#))
        let endpoint = Endpoint<User>("users", method: .post, body: .json(User(id: 0, name: "Ann"))).serverError(
            Problem.self)
        let error = try await #require(throws: HTTPError.self) { try await api.send(endpoint) }
        #expect(error.kind == .httpStatus(422))
        #expect(error.serverError(as: Problem.self) == Problem(code: "invalid_name", detail: "Name is taken"))
        #expect(error.serverError(as: CancellationError.self) == nil)
    }

    @Test func undecodableServerErrorLeavesTheStatusError() async throws {
        let api = client(FakeTransport.answering(500, body: "<html>Bad gateway</html>"))
        let error = try await #require(throws: HTTPError.self) {
            try await api.send(Endpoint<User>("users").serverError(Problem.self))
        }
        #expect(error.kind == .httpStatus(500))
        #expect(error.serverError(as: Problem.self) == nil)
        #expect(error.underlyingError == nil)
    }

    @Test func decodingErrorNamesTheCodingPathAndExpectedType() async throws {
        let body = #"{"items":[{"id":1,"name":"a"},{"id":2,"name":"b"},{"id":3,"name":"c"},{"id":4,"name":42}]}"#
        struct Page: Decodable { var items: [User] }
        let api = client(FakeTransport.answering(200, body: body))
        let error = try await #require(throws: HTTPError.self) { try await api.send(Endpoint<Page>("users")) }
        #expect(error.kind == .decoding)
        #expect(error.message.contains("expected String at items[3].name"), "\(error.message)")
        #expect(error.message.contains("as Page"))
        #expect(error.underlyingError is DecodingError)
    }

    @Test func missingKeyNamesItsFullPath() async throws {
        let api = client(FakeTransport.answering(200, body: #"[{"id":1,"name":"a"},{"id":2}]"#))
        let error = try await #require(throws: HTTPError.self) { try await api.send(Endpoint<[User]>("users")) }
        #expect(error.message.contains(#"missing key "name" at [1].name"#), "\(error.message)")
    }

    @Test func bodyExcerptIsBoundedAndRequestHeadersNeverAppear() async throws {
        let longBody = String(repeating: "x", count: 5_000)
        let api = client(FakeTransport.answering(500, body: longBody)) {
            $0.defaultHeaders["Authorization"] = "Bearer secret-token"
        }
        let error = try await #require(throws: HTTPError.self) { try await api.send(Endpoint<User>("users")) }
        #expect(error.message.contains(String(repeating: "x", count: 512)))
        #expect(!error.message.contains(String(repeating: "x", count: 513)))
        #expect(error.message.contains("5000 bytes in all"))
        #expect(!error.description.contains("secret-token"))
        #expect(!error.message.contains("secret-token"))
    }

    @Test func dateStrategiesAreConfigurable() async throws {
        let log = RequestLog()
        let transport = FakeTransport { request in
            log.record(request)
            return HTTPResponse(statusCode: 200, body: request.body ?? Data())
        }
        let api = client(transport) {
            $0.encoder.dateEncodingStrategy = .secondsSince1970
            $0.decoder.dateDecodingStrategy = .secondsSince1970
            $0.encoder.keyEncodingStrategy = .convertToSnakeCase
            $0.decoder.keyDecodingStrategy = .convertFromSnakeCase
        }
        let event = Event(title: "Launch", startsAt: Date(timeIntervalSince1970: 1_700_000_000))
        let echoed = try await api.send(Endpoint<Event>("echo", method: .post, body: .json(event)))
        #expect(echoed == event)
        let sent = try #require(log.all.first?.body)
        #expect(String(decoding: sent, as: UTF8.self) == #"{"starts_at":1700000000,"title":"Launch"}"#)
    }

    @Test func defaultDatesAreISO8601() async throws {
        let api = client(FakeTransport.answering(200, body: #"{"title":"T","startsAt":"2023-11-14T22:13:20Z"}"#))
        let event = try await api.send(Endpoint<Event>("events/1"))
        #expect(event.startsAt == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func middlewareRunsAroundTheTransportInOrder() async throws {
        let log = RequestLog()
        let api = client(FakeTransport.answering(200, body: "ok", log: log)) {
            $0.middlewares = [HeaderStamp(value: "outer"), HeaderStamp(value: "inner")]
        }
        #expect(try await api.send(Endpoint<String>("x")) == "ok")
        #expect(log.all.first?.headerFields.values(for: "X-Stamp") == ["outer", "inner"])
    }

    @Test func transportFailuresBecomeHTTPErrorsWithTheRequest() async throws {
        struct Refused: Error {}
        let api = client(FakeTransport { _ in throw Refused() })
        let error = try await #require(throws: HTTPError.self) { try await api.send(Endpoint<Data>("x")) }
        #expect(error.kind == .transport)
        #expect(error.underlyingError is Refused)
        #expect(error.request?.url.absoluteString == "https://api.example.com/v1/x")

        let timedOut = client(FakeTransport { _ in throw HTTPError(.timeout) })
        let timeout = try await #require(throws: HTTPError.self) { try await timedOut.send(Endpoint<Data>("y")) }
        #expect(timeout.kind == .timeout)
        #expect(timeout.request?.url.lastPathComponent == "y")
    }
}

/// Appends an `X-Stamp` field, to show middleware order.
private struct HeaderStamp: HTTPMiddleware {
    let value: String

    func intercept(
        _ request: HTTPRequest, next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        request.headerFields.append(name: "X-Stamp", value: value)
        return try await next(request)
    }
}
