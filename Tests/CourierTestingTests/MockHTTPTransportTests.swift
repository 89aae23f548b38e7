import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite("MockHTTPTransport")
struct MockHTTPTransportTests {
    private let base = URL(string: "https://api.test")

    private func request(_ method: HTTPMethod, _ path: String) throws -> HTTPRequest {
        HTTPRequest(method: method, url: try #require(URL(string: path, relativeTo: base)?.absoluteURL))
    }

    @Test("routes match by method and path and answer with ready-made responses")
    func routes() async throws {
        let mock = MockHTTPTransport(routes: [
            MockRoute(.get, "/me", .json(#"{"id":1}"#)),
            MockRoute(.post, "/me", .status(204)),
            MockRoute(nil, "/any", .status(202, headerFields: ["Retry-After": "3"])),
        ])
        let me = try await mock.send(try request(.get, "/me?x=1"))
        #expect(me.statusCode == 200)
        #expect(me.body == Data(#"{"id":1}"#.utf8))
        #expect(me.contentType == "application/json")
        #expect(try await mock.send(try request(.post, "/me")).statusCode == 204)
        let any = try await mock.send(try request(.delete, "/any"))
        #expect(any.statusCode == 202)
        #expect(any.headerFields["Retry-After"] == "3")
        #expect(mock.sentRequests.map(\.method) == [.get, .post, .delete])
    }

    @Test("a failure response throws the error with the request filled in")
    func failure() async throws {
        let mock = MockHTTPTransport(routes: [MockRoute(.get, "/slow", .failure(HTTPError(.timeout)))])
        do {
            _ = try await mock.send(try request(.get, "/slow"))
            Issue.record("expected a throw")
        } catch let error as HTTPError {
            #expect(error.kind == .timeout)
            #expect(error.request?.url.path == "/slow")
        }
    }

    @Test("a sequence answers in order, then repeats the last answer")
    func sequence() async throws {
        let mock = MockHTTPTransport(routes: [
            MockRoute(.get, "/flaky", .sequence([.status(503), .status(500), .json("{}")]))
        ])
        var codes: [Int] = []
        for _ in 0..<4 { codes.append(try await mock.send(try request(.get, "/flaky")).statusCode) }
        #expect(codes == [503, 500, 200, 200])
    }

    @Test("an encodable value is encoded as JSON")
    func encodable() async throws {
        struct User: Codable, Sendable, Equatable {
            var id: Int
            var name: String
        }
        let mock = MockHTTPTransport(routes: [
            MockRoute(.get, "/u", .json(encoding: User(id: 7, name: "Ada"), status: 201))
        ])
        let response = try await mock.send(try request(.get, "/u"))
        #expect(response.statusCode == 201)
        #expect(try JSONDecoder().decode(User.self, from: response.body) == User(id: 7, name: "Ada"))
    }

    @Test("an unexpected request is reported and throws a typed error")
    func unexpected() async throws {
        let reports = ReportLog()
        let mock = MockHTTPTransport(
            routes: [MockRoute(.get, "/known", .status(200))],
            reportFailure: { message, location in
                reports.append(message, location)
            })
        let stray = try request(.post, "/known")
        await #expect(throws: MockHTTPTransportError.unexpectedRequest(stray)) { try await mock.send(stray) }
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.contains("POST https://api.test/known") == true)
        #expect(reports.fileIDs.first == #fileID)
        #expect(mock.sentRequests == [stray])
    }

    @Test("the default reporter records a Swift Testing issue")
    func defaultReporterRecordsIssue() async throws {
        let mock = MockHTTPTransport(routes: [])
        let stray = try request(.get, "/nowhere")
        await withKnownIssue {
            await #expect(throws: MockHTTPTransportError.self) { try await mock.send(stray) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unexpected request GET https://api.test/nowhere") }
        }
    }

    @Test("routes registered later are used, and the handler init answers everything")
    func handlerAndRegister() async throws {
        let mock = MockHTTPTransport(routes: [])
        mock.register(MockRoute(.get, "/late", .status(201)))
        #expect(try await mock.send(try request(.get, "/late")).statusCode == 201)

        let echo = MockHTTPTransport { request in HTTPResponse(statusCode: 200, body: request.body ?? Data()) }
        var post = try request(.post, "/whatever")
        post.body = Data("ping".utf8)
        #expect(try await echo.send(post).body == Data("ping".utf8))
    }

    @Test("a cancelled task gets .cancelled")
    func cancellation() async throws {
        let mock = MockHTTPTransport(routes: [MockRoute(.get, "/x", .status(200))])
        let request = try request(.get, "/x")
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await mock.send(request)
        }
        do {
            _ = try await task.value
            Issue.record("expected a throw")
        } catch let error as HTTPError {
            #expect(error.kind == .cancelled)
        }
    }
}

/// Collects failure reports; `@unchecked Sendable` because `entries` is guarded by `lock`.
private final class ReportLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(String, MockSourceLocation)] = []

    func append(_ message: String, _ location: MockSourceLocation) {
        lock.lock()
        entries.append((message, location))
        lock.unlock()
    }

    var messages: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries.map(\.0)
    }

    var fileIDs: [String] {
        lock.lock()
        defer { lock.unlock() }
        return entries.map(\.1.fileID)
    }
}
