import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite("URLSessionStreamingTransport against the loopback server")
struct URLSessionStreamingTransportTests {
    static let body = Data((0..<2_000).map { UInt8($0 % 251) })

    func collect(_ response: HTTPStreamingResponse) async throws -> (bytes: Data, chunks: Int) {
        var bytes = Data()
        var chunks = 0
        for try await chunk in response.body {
            bytes += chunk
            chunks += 1
        }
        return (bytes, chunks)
    }

    func waitForNoExchanges(_ transport: URLSessionStreamingTransport) async -> Bool {
        for _ in 0..<500 {
            if transport.activeExchangeCount == 0 { return true }
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        return false
    }

    @Test func headFirstThenTheBodyInChunks() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/stream") { _ in
            LoopbackResponse(
                headerFields: ["Content-Type": "multipart/mixed; boundary=x"], body: Self.body, framing: .chunked,
                fault: .drip(bytes: 500, interval: 0.02))
        }
        let transport = URLSessionStreamingTransport()
        let response = try await transport.stream(
            HTTPRequest(method: .post, url: server.url("/stream"), body: Data("{}".utf8)))
        #expect(response.head.statusCode == 200)
        #expect(response.head.contentType == "multipart/mixed; boundary=x")
        #expect(response.head.body.isEmpty)
        let (bytes, chunks) = try await collect(response)
        #expect(bytes == Self.body)
        #expect(chunks >= 2)
        #expect(await waitForNoExchanges(transport))
    }

    @Test func aBodyOverTheLimitFailsTyped() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/big") { _ in
            LoopbackResponse(body: Self.body, framing: .chunked, fault: .drip(bytes: 300, interval: 0.005))
        }
        let transport = URLSessionStreamingTransport(maximumBodyBytes: 1_000)
        let response = try await transport.stream(HTTPRequest(method: .get, url: server.url("/big")))
        do {
            _ = try await collect(response)
            Issue.record("expected a failure")
        } catch let error as HTTPError {
            #expect(error.kind == .responseTooLarge(limit: 1_000))
        }
        #expect(await waitForNoExchanges(transport))
    }

    @Test func aDropMidBodyFailsTheBodyStream() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/drop") { _ in LoopbackResponse(body: Self.body, fault: .dropMidBody(afterBytes: 100)) }
        let transport = URLSessionStreamingTransport()
        await #expect(throws: HTTPError.self) {
            let response = try await transport.stream(HTTPRequest(method: .get, url: server.url("/drop")))
            _ = try await collect(response)
        }
    }

    @Test func cancellingBeforeTheHeadThrowsCancelled() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/never") { _ in LoopbackResponse(fault: .neverRespond) }
        let transport = URLSessionStreamingTransport()
        let task = Task { try await transport.stream(HTTPRequest(method: .get, url: server.url("/never"))) }
        try await Task.sleep(nanoseconds: 50_000_000)
        task.cancel()
        do {
            _ = try await task.value
            Issue.record("expected cancellation")
        } catch let error as HTTPError {
            #expect(error.kind == .cancelled)
        }
        #expect(await waitForNoExchanges(transport))
    }

    @Test func cancellingTheBodyConsumerCancelsTheExchange() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/slow") { _ in
            LoopbackResponse(body: Self.body, framing: .chunked, fault: .drip(bytes: 10, interval: 0.05))
        }
        let transport = URLSessionStreamingTransport()
        let response = try await transport.stream(HTTPRequest(method: .get, url: server.url("/slow")))
        let task = Task {
            for try await _ in response.body {}
        }
        try await Task.sleep(nanoseconds: 60_000_000)
        task.cancel()
        _ = await task.result
        #expect(await waitForNoExchanges(transport))
    }

    @Test func aNonHTTPURLIsInvalid() async throws {
        await #expect(throws: HTTPError.self) {
            _ = try await URLSessionStreamingTransport().stream(
                HTTPRequest(method: .get, url: URL(string: "ftp://127.0.0.1/x")!))
        }
    }
}
