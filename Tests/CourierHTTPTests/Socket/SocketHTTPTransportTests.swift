import CourierLoopback
import CourierSupport
import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

@Suite("SocketHTTPTransport")
struct SocketHTTPTransportTests {
    private func kind(of error: any Error) -> HTTPError.Kind? { (error as? HTTPError)?.kind }

    private func echoServer() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        server.route(.post, "/echo") { request in
            LoopbackResponse(headerFields: ["Content-Type": "application/json"], body: request.body)
        }
        return server
    }

    @Test("a POST goes out with its fields and body, and the answer comes back whole")
    func roundTrip() async throws {
        let server = try echoServer()
        defer { server.stop() }
        let transport = SocketHTTPTransport()
        let body = Data(#"{"a":1}"#.utf8)
        let response = try await transport.send(
            HTTPRequest(method: .post, url: server.url("/echo?x=1"), headerFields: ["X-Trace": "t1"], body: body))
        #expect(response.statusCode == 200)
        #expect(response.body == body)
        #expect(response.headerFields["content-type"] == "application/json")
        #expect(response.url == server.url("/echo?x=1"))
        let received = try #require(server.receivedRequests.first)
        #expect(received.target == "/echo?x=1")
        #expect(received.headerFields["X-Trace"] == "t1")
        #expect(received.headerFields["Host"] == "127.0.0.1:\(server.port)")
    }

    @Test("requests one after another share one kept-alive connection")
    func keepAlive() async throws {
        let server = try echoServer()
        defer { server.stop() }
        let transport = SocketHTTPTransport()
        for index in 0..<20 {
            let body = Data("\(index)".utf8)
            let response = try await transport.send(HTTPRequest(method: .post, url: server.url("/echo"), body: body))
            #expect(response.body == body)
        }
        #expect(server.acceptedConnectionCount == 1)
    }

    @Test("many requests at once stay within the connection limit and all get their own answer")
    func concurrency() async throws {
        let server = try echoServer()
        defer { server.stop() }
        let transport = SocketHTTPTransport(configuration: .init { $0.maximumConnectionsPerHost = 3 })
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<60 {
                group.addTask {
                    let body = Data("request \(index)".utf8)
                    let response = try await transport.send(
                        HTTPRequest(method: .post, url: server.url("/echo"), body: body))
                    #expect(response.body == body)
                }
            }
            try await group.waitForAll()
        }
        #expect(server.acceptedConnectionCount <= 3)
        #expect(server.receivedRequestCount == 60)
    }

    @Test("a chunked answer, a HEAD and a 204 are read and leave the connection usable")
    func framings() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let big = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0) })
        server.route(.get, "/chunked") { _ in LoopbackResponse(body: big, framing: .chunked) }
        server.route(nil, "/head") { _ in LoopbackResponse(body: Data("not for HEAD".utf8)) }
        server.route(.delete, "/none") { _ in .status(204) }
        let transport = SocketHTTPTransport()
        #expect(try await transport.send(HTTPRequest(url: server.url("/chunked"))).body == big)
        let head = try await transport.send(HTTPRequest(method: .head, url: server.url("/head")))
        #expect(head.statusCode == 200 && head.body.isEmpty)
        #expect(try await transport.send(HTTPRequest(method: .delete, url: server.url("/none"))).statusCode == 204)
        #expect(try await transport.send(HTTPRequest(url: server.url("/chunked"))).body == big)
        #expect(server.acceptedConnectionCount == 1)
    }

    @Test("upload and download progress end at the body sizes")
    func progress() async throws {
        let server = try echoServer()
        defer { server.stop() }
        let body = Data(count: 200_000)
        var request = HTTPRequest(method: .post, url: server.url("/echo"), body: body)
        let upload = TransferProgressReporter(minimumInterval: 0)
        let download = TransferProgressReporter(minimumInterval: 0)
        request.uploadProgress = upload
        request.downloadProgress = download
        let uploads = collectProgress(upload)
        let downloads = collectProgress(download)
        #expect(try await SocketHTTPTransport().send(request).body == body)
        #expect(await uploads.value.last?.completedBytes == 200_000)
        let steps = await downloads.value
        #expect(steps.last?.completedBytes == 200_000)
        #expect(steps.last?.totalBytes == 200_000)
    }

    @Test("upload progress is complete once the request is written, before any answer")
    func uploadProgressBeforeAnswer() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/sink") { _ in LoopbackResponse(fault: .neverRespond) }
        var request = HTTPRequest(
            method: .post, url: server.url("/sink"), body: Data(count: 100_000), timeoutInterval: 5)
        let upload = TransferProgressReporter(minimumInterval: 0)
        request.uploadProgress = upload
        let first = Task {
            var updates = upload.updates.makeAsyncIterator()
            return await updates.next()
        }
        let transport = SocketHTTPTransport()
        let sending = Task { try await transport.send(request) }
        #expect(await first.value?.completedBytes == 100_000)
        sending.cancel()
        _ = try? await sending.value
    }

    @Test("a connection idle for longer than the idle timeout is not used again")
    func idleTimeout() async throws {
        let server = try echoServer()
        defer { server.stop() }
        // Idle time counts from the moment a connection is given back, right before the next
        // request takes it, so one second holds on a loaded machine too.
        let transport = SocketHTTPTransport(configuration: .init { $0.idleTimeout = 1 })
        let request = HTTPRequest(method: .post, url: server.url("/echo"), body: Data("x".utf8))
        _ = try await transport.send(request)
        _ = try await transport.send(request)
        #expect(server.acceptedConnectionCount == 1)
        try await Task.sleep(for: .milliseconds(1_500))
        _ = try await transport.send(request)
        #expect(server.acceptedConnectionCount == 2)
    }

    /// The time bounds below are far above what the transport takes (well under a second), for
    /// runs beside the whole suite on a loaded machine; without the mechanism under test the
    /// request would wait for the transport's own two-minute timeout.
    private static let generousBound: TimeInterval = 40

    /// A transport whose own timeout is far beyond the tests' bounds.
    private func patientTransport(maximumConnectionsPerHost: Int = 8) -> SocketHTTPTransport {
        SocketHTTPTransport(
            configuration: .init {
                $0.timeoutInterval = 120
                $0.maximumConnectionsPerHost = maximumConnectionsPerHost
            })
    }

    @Test("a silent server times out at the request's deadline")
    func timeout() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/never") { _ in LoopbackResponse(fault: .neverRespond) }
        let started = Date()
        await #expect {
            try await patientTransport().send(HTTPRequest(url: server.url("/never"), timeoutInterval: 0.3))
        } throws: { kind(of: $0) == .timeout }
        #expect(Date().timeIntervalSince(started) < Self.generousBound)
    }

    @Test("cancelling the task ends a waiting exchange at once")
    func cancellation() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/never") { _ in LoopbackResponse(fault: .neverRespond) }
        let transport = patientTransport()
        let task = Task { try await transport.send(HTTPRequest(url: server.url("/never"))) }
        while server.receivedRequests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        let started = Date()
        task.cancel()
        await #expect { try await task.value } throws: { kind(of: $0) == .cancelled }
        #expect(Date().timeIntervalSince(started) < Self.generousBound)
    }

    @Test("requests waiting for a connection can be cancelled, and the others still run")
    func cancelWhileWaiting() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/never") { _ in LoopbackResponse(fault: .neverRespond) }
        server.route(.get, "/ok") { _ in .text("ok") }
        let transport = SocketHTTPTransport(configuration: .init { $0.maximumConnectionsPerHost = 1 })
        let holder = Task { try await transport.send(HTTPRequest(url: server.url("/never"))) }
        while server.receivedRequests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        let waiter = Task { try await transport.send(HTTPRequest(url: server.url("/ok"))) }
        try await Task.sleep(for: .milliseconds(50))
        waiter.cancel()
        await #expect { try await waiter.value } throws: { kind(of: $0) == .cancelled }
        holder.cancel()
        _ = try? await holder.value
        #expect(try await transport.send(HTTPRequest(url: server.url("/ok"))).body == Data("ok".utf8))
    }

    @Test("a request waiting for a busy connection times out at its own deadline")
    func timeoutWhileWaiting() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/never") { _ in LoopbackResponse(fault: .neverRespond) }
        let transport = patientTransport(maximumConnectionsPerHost: 1)
        let holder = Task { try await transport.send(HTTPRequest(url: server.url("/never"))) }
        defer { holder.cancel() }
        while server.receivedRequests.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        let started = Date()
        await #expect {
            try await transport.send(HTTPRequest(url: server.url("/never"), timeoutInterval: 0.3))
        } throws: { kind(of: $0) == .timeout }
        #expect(Date().timeIntervalSince(started) < Self.generousBound)
    }

    @Test("an answer over the size limit stops with responseTooLarge")
    func sizeLimit() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/big") { _ in LoopbackResponse(body: Data(count: 300_000)) }
        server.route(.get, "/bigchunks") { _ in LoopbackResponse(body: Data(count: 300_000), framing: .chunked) }
        let transport = SocketHTTPTransport(configuration: .init { $0.maximumResponseBytes = 100_000 })
        for path in ["/big", "/bigchunks"] {
            await #expect {
                try await transport.send(HTTPRequest(url: server.url(path)))
            } throws: { kind(of: $0) == .responseTooLarge(limit: 100_000) }
        }
    }

    @Test("a connection dropped mid-body, and a refused one, are transport errors")
    func dropped() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/drop") { _ in
            LoopbackResponse(body: Data(count: 10_000), fault: .dropMidBody(afterBytes: 100))
        }
        let transport = SocketHTTPTransport()
        await #expect { try await transport.send(HTTPRequest(url: server.url("/drop"))) } throws: {
            kind(of: $0) == .transport
        }
        let closed = try #require(URL(string: "http://127.0.0.1:\(try LoopbackClosedPort.port())/"))
        await #expect { try await transport.send(HTTPRequest(url: closed)) } throws: { kind(of: $0) == .transport }
    }

    @Test("after the server closes its kept-alive connections, the next request opens a new one")
    func serverClosedIdleConnection() async throws {
        let server = try echoServer()
        let port = server.port
        let transport = SocketHTTPTransport()
        _ = try await transport.send(HTTPRequest(method: .post, url: server.url("/echo"), body: Data("1".utf8)))
        server.stop()
        await #expect {
            try await transport.send(HTTPRequest(method: .post, url: server.url("/echo"), body: Data("2".utf8)))
        } throws: { kind(of: $0) == .transport }
        _ = port
    }

    @Test("redirects are followed; another origin loses Authorization and Cookie; 303 turns a POST into a GET")
    func redirects() async throws {
        let target = try LoopbackHTTPServer()
        defer { target.stop() }
        let origin = try LoopbackHTTPServer()
        defer { origin.stop() }
        target.route(nil, "/landing") { request in .text("\(request.method.rawValue) \(request.body.count)") }
        let location = target.url("/landing").absoluteString
        origin.route(nil, "/away") { _ in LoopbackResponse(status: 302, headerFields: ["Location": location]) }
        origin.route(nil, "/see-other") { _ in LoopbackResponse(status: 303, headerFields: ["Location": "/here"]) }
        origin.route(nil, "/here") { request in .text("\(request.method.rawValue) \(request.body.count)") }
        origin.route(nil, "/keep") { _ in LoopbackResponse(status: 307, headerFields: ["Location": "/here"]) }
        origin.route(nil, "/loop") { _ in LoopbackResponse(status: 302, headerFields: ["Location": "/loop"]) }
        let transport = SocketHTTPTransport()

        let away = try await transport.send(
            HTTPRequest(
                url: origin.url("/away"), headerFields: ["Authorization": "Bearer s", "Cookie": "c=1", "X-K": "k"]))
        #expect(away.statusCode == 200 && away.url?.port == target.port)
        let landed = try #require(target.receivedRequests.first)
        #expect(landed.headerFields["Authorization"] == nil && landed.headerFields["Cookie"] == nil)
        #expect(landed.headerFields["X-K"] == "k")

        let seeOther = try await transport.send(
            HTTPRequest(method: .post, url: origin.url("/see-other"), body: Data("body".utf8)))
        #expect(seeOther.body == Data("GET 0".utf8))
        let kept = try await transport.send(
            HTTPRequest(method: .post, url: origin.url("/keep"), body: Data("body".utf8)))
        #expect(kept.body == Data("POST 4".utf8))
        await #expect { try await transport.send(HTTPRequest(url: origin.url("/loop"))) } throws: {
            kind(of: $0) == .transport
        }
    }

    @Test("what the transport cannot send is refused before anything goes out")
    func refused() async throws {
        let transport = SocketHTTPTransport()
        let https = try #require(URL(string: "https://127.0.0.1:1/"))
        await #expect { try await transport.send(HTTPRequest(url: https)) } throws: { kind(of: $0) == .invalidRequest }
        var streamed = HTTPRequest(method: .post, url: try #require(URL(string: "http://127.0.0.1:1/")))
        streamed.bodySource = .stream(HTTPBodyStream(length: 1, chunks: AsyncStream<Data> { $0.finish() }))
        await #expect { try await transport.send(streamed) } throws: { kind(of: $0) == .invalidRequest }
        let injected = HTTPRequest(
            url: try #require(URL(string: "http://127.0.0.1:1/")), headerFields: ["X": "a\r\nY: b"])
        await #expect { try await transport.send(injected) } throws: { kind(of: $0) == .invalidRequest }
    }

    @Test("a reused connection found closed before any byte of the answer is a stale one")
    func staleDetection() throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, POSIXGlue.streamType, 0, &pair) == 0)
        defer { close(pair[0]) }
        close(pair[1])
        let exchange = SocketHTTPExchange(
            bytes: Array("GET / HTTP/1.1\r\n\r\n".utf8), isHeadRequest: false,
            deadline: POSIXGlue.monotonicSeconds() + 5, maximumHeadBytes: 1024, maximumBodyBytes: 1024,
            cancellation: SocketHTTPCancellation(), onBodyBytes: nil)
        let reused = SocketHTTPWire(fd: pair[0], exchange: exchange, isReused: true).transfer()
        guard case .failure(.stale) = reused else {
            Issue.record("a reused connection gave \(reused)")
            return
        }
        let fresh = SocketHTTPWire(fd: pair[0], exchange: exchange, isReused: false).transfer()
        guard case .failure(.closed) = fresh else {
            Issue.record("a new connection gave \(fresh)")
            return
        }
    }
}
