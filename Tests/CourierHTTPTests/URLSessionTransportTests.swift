import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

@Suite("URLSessionTransport — round trips against the loopback server")
struct URLSessionTransportTests {
    @Test("a POST carries method, path, headers and body both ways")
    func roundTrip() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/echo") { request in
            var response = LoopbackResponse(status: 201, body: request.body)
            response.headerFields["X-Echo"] = request.headerFields["X-Test"] ?? "missing"
            response.headerFields["Content-Type"] = "application/json"
            return response
        }
        let transport = URLSessionTransport()
        let payload = Data(#"{"name":"Ada","tags":["a","b"]}"#.utf8)
        let request = HTTPRequest(
            method: .post,
            url: server.url("/echo?x=1"),
            headerFields: ["X-Test": "42", "Content-Type": "application/json"],
            body: payload
        )

        let response = try await transport.send(request)

        #expect(response.statusCode == 201)
        #expect(response.body == payload)
        #expect(response.headerFields["x-echo"] == "42")
        #expect(response.contentType == "application/json")
        #expect(response.url?.path == "/echo")
        let received = try #require(server.receivedRequests.first)
        #expect(received.method == .post)
        #expect(received.target == "/echo?x=1")
        #expect(received.headerFields["X-Test"] == "42")
        #expect(received.body == payload)
    }

    @Test("any status is returned, not thrown, with its Retry-After")
    func statusIsReturned() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/busy") { _ in .status(503, retryAfter: 7) }
        let response = try await URLSessionTransport().send(HTTPRequest(url: server.url("/busy")))
        #expect(response.statusCode == 503)
        #expect(response.headerFields["Retry-After"] == "7")
        #expect(response.body.isEmpty)
    }

    @Test("sequential requests reuse one kept-alive connection")
    func keepAlive() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/n") { request in .text(request.query ?? "") }
        let transport = URLSessionTransport()
        for index in 0..<5 {
            let response = try await transport.send(HTTPRequest(url: server.url("/n?\(index)")))
            #expect(String(decoding: response.body, as: UTF8.self) == "\(index)")
        }
        #expect(server.acceptedConnectionCount == 1)
    }

    @Test("a slow drip that ends within the timeout succeeds")
    func slowDripSucceeds() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let body = Data((0..<200).map { UInt8($0) })
        server.route(.get, "/drip") { _ in
            LoopbackResponse(body: body, fault: .drip(bytes: 20, interval: 0.02))
        }
        let response = try await URLSessionTransport().send(HTTPRequest(url: server.url("/drip"), timeoutInterval: 30))
        #expect(response.body == body)
    }

    @Test("a URL that is not http(s) is an invalid request")
    func rejectsOtherSchemes() async throws {
        let url = try #require(URL(string: "ftp://127.0.0.1/file"))
        let error = await URLSessionTestSupport.httpError {
            try await URLSessionTransport().send(HTTPRequest(url: url))
        }
        #expect(error?.kind == .invalidRequest)
    }
}

/// Helpers shared by the URLSessionTransport tests.
enum URLSessionTestSupport {
    /// Seconds since an arbitrary origin, monotonic.
    static func now() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// The error `body` throws, as an ``HTTPError``; records an issue when it returns or throws
    /// something else.
    static func httpError(
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: () async throws -> HTTPResponse
    ) async -> HTTPError? {
        do {
            let response = try await body()
            Issue.record("expected an HTTPError, got \(response)", sourceLocation: sourceLocation)
            return nil
        } catch let error as HTTPError {
            return error
        } catch {
            Issue.record("expected an HTTPError, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Waits until `condition` holds or `timeout` seconds pass.
    /// - Returns: Whether the condition held.
    static func eventually(timeout: Double, _ condition: () -> Bool) async -> Bool {
        let deadline = now() + timeout
        while now() < deadline {
            if condition() { return true }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return condition()
    }
}
