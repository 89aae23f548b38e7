import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

@Suite("URLSessionTransport — injected faults map to typed errors")
struct URLSessionTransportFaultTests {
    @Test("a refused connection is a transport error carrying the URLError")
    func refused() async throws {
        let server = try LoopbackHTTPServer()
        let url = server.url("/gone")
        server.stop()
        let error = await URLSessionTestSupport.httpError {
            try await URLSessionTransport().send(HTTPRequest(url: url))
        }
        #expect(error?.kind == .transport)
        #expect(error?.underlyingError is URLError)
    }

    @Test("a reset in the middle of the body is a transport error")
    func resetMidBody() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/cut") { _ in
            LoopbackResponse(body: Data(repeating: 65, count: 100_000), fault: .dropMidBody(afterBytes: 1_000))
        }
        let error = await URLSessionTestSupport.httpError {
            try await URLSessionTransport().send(HTTPRequest(url: server.url("/cut")))
        }
        #expect(error?.kind == .transport)
    }

    @Test("a connection closed before the body is a transport error")
    func dropBeforeBody() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/cut") { _ in
            LoopbackResponse(body: Data(repeating: 65, count: 500), fault: .dropBeforeBody)
        }
        let error = await URLSessionTestSupport.httpError {
            try await URLSessionTransport().send(HTTPRequest(url: server.url("/cut")))
        }
        #expect(error?.kind == .transport)
    }

    @Test("a server that never answers times out after the request's timeout")
    func neverAnswers() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/void") { _ in LoopbackResponse(fault: .neverRespond) }
        let transport = URLSessionTransport(configuration: .init(timeoutInterval: 120))
        let start = URLSessionTestSupport.now()
        let error = await URLSessionTestSupport.httpError {
            try await transport.send(HTTPRequest(url: server.url("/void"), timeoutInterval: 0.5))
        }
        let elapsed = URLSessionTestSupport.now() - start
        #expect(error?.kind == .timeout)
        #expect(elapsed >= 0.45)
        #expect(elapsed < 60)  // far below the transport timeout (120 s); generous for loaded or sanitized runs
        #expect(transport.liveContinuations.count == 0)
    }

    @Test("the configuration's timeout applies when the request sets none, for the whole exchange")
    func configurationTimeoutCoversSlowDrip() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        // Bytes keep arriving (so an idle timeout would never fire), but the whole exchange
        // takes about 4 s.
        server.route(.get, "/drip") { _ in
            LoopbackResponse(body: Data(repeating: 66, count: 40), fault: .drip(bytes: 1, interval: 0.1))
        }
        let transport = URLSessionTransport(configuration: .init { $0.timeoutInterval = 0.6 })
        let error = await URLSessionTestSupport.httpError {
            try await transport.send(HTTPRequest(url: server.url("/drip")))
        }
        #expect(error?.kind == .timeout)
    }

    @Test("a body over the limit fails early", arguments: [LoopbackResponse.Framing.contentLength, .chunked])
    func bodyOverLimit(framing: LoopbackResponse.Framing) async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/big") { _ in
            LoopbackResponse(body: Data(repeating: 67, count: 256 * 1024), framing: framing)
        }
        let transport = URLSessionTransport(configuration: .init(maximumResponseBytes: 16 * 1024))
        let error = await URLSessionTestSupport.httpError {
            try await transport.send(HTTPRequest(url: server.url("/big")))
        }
        #expect(error?.kind == .responseTooLarge(limit: 16 * 1024))
        #expect(error?.request?.url.path == "/big")
    }

    @Test("a body exactly at the limit is accepted")
    func bodyAtLimit() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/exact") { _ in
            LoopbackResponse(body: Data(repeating: 68, count: 4096), framing: .chunked)
        }
        let transport = URLSessionTransport(configuration: .init(maximumResponseBytes: 4096))
        let response = try await transport.send(HTTPRequest(url: server.url("/exact")))
        #expect(response.body.count == 4096)
    }

    @Test("a Content-Length over the limit fails on the head, before any body byte")
    func contentLengthRejectedEarly() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        // One byte every 10 s: only a rejection on the declared length can finish quickly.
        server.route(.get, "/huge") { _ in
            LoopbackResponse(body: Data(repeating: 69, count: 1_000_000), fault: .drip(bytes: 1, interval: 10))
        }
        let transport = URLSessionTransport(configuration: .init(maximumResponseBytes: 16 * 1024))
        let start = URLSessionTestSupport.now()
        let error = await URLSessionTestSupport.httpError {
            try await transport.send(HTTPRequest(url: server.url("/huge"), timeoutInterval: 60))
        }
        #expect(error?.kind == .responseTooLarge(limit: 16 * 1024))
        #expect(URLSessionTestSupport.now() - start < 60)  // the whole body would take months
    }

    @Test("a HEAD response declaring a length over the limit is accepted: it has no body")
    func headIsNotTooLarge() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(nil, "/doc") { _ in LoopbackResponse(body: Data(repeating: 70, count: 64 * 1024)) }
        let transport = URLSessionTransport(configuration: .init(maximumResponseBytes: 1024))
        let response = try await transport.send(HTTPRequest(method: .head, url: server.url("/doc")))
        #expect(response.statusCode == 200)
        #expect(response.headerFields["Content-Length"] == "65536")
        #expect(response.body.isEmpty)
    }

    @Test("a body of unknown length fails as it crosses the limit, not when it ends")
    func chunkedBodyStoppedAtLimit() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        // 75 pieces a second apart: sending it all would take about 75 s; the limit is crossed in
        // the second. The bound below leaves room for a loaded machine (seen: 16 s under load).
        server.route(.get, "/stream") { _ in
            LoopbackResponse(
                body: Data(repeating: 71, count: 3_000_000), framing: .chunked, fault: .drip(bytes: 40_000, interval: 1)
            )
        }
        let transport = URLSessionTransport(configuration: .init(maximumResponseBytes: 64 * 1024))
        let start = URLSessionTestSupport.now()
        let error = await URLSessionTestSupport.httpError {
            try await transport.send(HTTPRequest(url: server.url("/stream"), timeoutInterval: 120))
        }
        #expect(error?.kind == .responseTooLarge(limit: 64 * 1024))
        #expect(URLSessionTestSupport.now() - start < 50)
    }
}
