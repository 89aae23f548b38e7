import CourierHTTP
import CourierLoopback
import Foundation
import Testing

@Suite("LoopbackHTTPServer")
struct LoopbackHTTPServerTests {
    @Test("binds a free port on 127.0.0.1 and answers 404 for unknown paths")
    func notFound() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        #expect(server.port > 0)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(client.receive(until: "\r\n\r\n").text.hasPrefix("HTTP/1.1 404 Not Found\r\n"))
    }

    @Test("two servers get different ports")
    func distinctPorts() throws {
        let a = try LoopbackHTTPServer()
        let b = try LoopbackHTTPServer()
        defer {
            a.stop()
            b.stop()
        }
        #expect(a.port != b.port)
    }

    @Test("a chunked upload reaches the handler de-chunked")
    func chunkedUpload() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/up") { request in
            .text("got \(request.body.count): \(String(decoding: request.body, as: UTF8.self))")
        }
        let client = try RawHTTPClient(port: server.port)
        client.send("POST /up HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n")
        client.send("2\r\nde\r\n0\r\n\r\n")
        #expect(client.receive(until: "abcde").text.hasSuffix("got 5: abcde"))
    }

    @Test("pipelined requests on one connection are answered in order, then Connection: close ends it")
    func pipeliningAndClose() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/n") { request in .text("[\(request.query ?? "")]") }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /n?1 HTTP/1.1\r\n\r\nGET /n?2 HTTP/1.1\r\n\r\nGET /n?3 HTTP/1.1\r\nConnection: close\r\n\r\n")
        let (text, closed) = client.receive()
        #expect(closed)
        let order = ["[1]", "[2]", "[3]"].compactMap { text.range(of: $0)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted())
        #expect(text.contains("Connection: close"))
        #expect(server.acceptedConnectionCount == 1)
        #expect(server.receivedRequests.map(\.target) == ["/n?1", "/n?2", "/n?3"])
    }

    @Test("bodies large and small are sent whole after their head, and a HEAD answer carries none")
    func largeAndSmallBodies() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let large = String(repeating: "0123456789", count: 20_000) + "<end of large>"
        server.route(.get, "/large") { _ in .text(large) }
        server.route(.head, "/large") { _ in .text(large) }
        server.route(.get, "/small") { _ in .text("<small>") }
        let client = try RawHTTPClient(port: server.port)
        client.send(
            "GET /large HTTP/1.1\r\n\r\nHEAD /large HTTP/1.1\r\n\r\n"
                + "GET /small HTTP/1.1\r\nConnection: close\r\n\r\n")
        let (text, closed) = client.receive()
        #expect(closed)
        let answers = text.components(separatedBy: "HTTP/1.1 200")
        try #require(answers.count == 4)
        #expect(answers[1].contains("Content-Length: \(large.utf8.count)\r\n"))
        #expect(answers[1].hasSuffix("\r\n\r\n" + large))
        #expect(answers[2].contains("Content-Length: \(large.utf8.count)\r\n"))
        #expect(answers[2].hasSuffix("\r\n\r\n"))
        #expect(answers[3].hasSuffix("Content-Length: 7\r\nConnection: close\r\n\r\n<small>"))
    }

    @Test("the request history keeps the latest requests up to its limit, and the count keeps them all")
    func requestHistoryLimit() throws {
        for limit in [0, 1, 3] {
            let server = try LoopbackHTTPServer(requestHistoryLimit: limit)
            defer { server.stop() }
            server.route(.get, "/n") { request in .text("[\(request.query ?? "")]") }
            let client = try RawHTTPClient(port: server.port)
            for number in 1...8 {
                client.send("GET /n?\(number) HTTP/1.1\r\n\r\n")
                _ = client.receive(until: "[\(number)]")
                let kept = (1...number).suffix(limit).map { "/n?\($0)" }
                #expect(server.receivedRequests.map(\.target) == kept, "limit \(limit)")
                #expect(server.receivedRequestCount == number)
            }
        }
    }

    @Test("an oversized head gets 431 and the connection is closed")
    func oversizedHead() throws {
        let server = try LoopbackHTTPServer(maximumHeadBytes: 1024)
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET / HTTP/1.1\r\nX-Big: " + String(repeating: "z", count: 4096) + "\r\n\r\n")
        let (text, closed) = client.receive()
        #expect(text.hasPrefix("HTTP/1.1 431 "))
        #expect(closed)
        #expect(server.receivedRequests.isEmpty)
    }

    @Test("a malformed request gets 400")
    func malformed() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let client = try RawHTTPClient(port: server.port)
        client.send("NOT-HTTP\r\n\r\n")
        #expect(client.receive().text.hasPrefix("HTTP/1.1 400 "))
    }

    @Test("Expect: 100-continue gets an interim 100 before the final answer")
    func expectContinue() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.put, "/x") { request in .text(String(decoding: request.body, as: UTF8.self)) }
        let client = try RawHTTPClient(port: server.port)
        client.send("PUT /x HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n")
        #expect(client.receive(until: "100 Continue\r\n\r\n").text == "HTTP/1.1 100 Continue\r\n\r\n")
        client.send("body")
        #expect(client.receive(until: "\r\n\r\nbody").text.hasPrefix("HTTP/1.1 200 OK\r\n"))
    }

    @Test("a chunked response is framed as chunks")
    func chunkedResponse() throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/c") { _ in LoopbackResponse(body: Data("hello".utf8), framing: .chunked) }
        let client = try RawHTTPClient(port: server.port)
        client.send("GET /c HTTP/1.1\r\nConnection: close\r\n\r\n")
        let text = client.receive().text
        #expect(text.contains("Transfer-Encoding: chunked\r\n"))
        #expect(text.hasSuffix("\r\n\r\n5\r\nhello\r\n0\r\n\r\n"))
    }

    @Test("stop() ends held connections and further connections are refused")
    func stopClosesEverything() throws {
        let server = try LoopbackHTTPServer()
        server.route(.get, "/hold") { _ in LoopbackResponse(fault: .neverRespond) }
        server.route(.get, "/later") { _ in LoopbackResponse(delay: 3600) }
        let held = try RawHTTPClient(port: server.port)
        held.send("GET /hold HTTP/1.1\r\n\r\n")
        let delayed = try RawHTTPClient(port: server.port)
        delayed.send("GET /later HTTP/1.1\r\n\r\n")
        let idle = try RawHTTPClient(port: server.port)
        let deadline = Date().addingTimeInterval(30)
        while server.receivedRequests.count < 2 || server.openConnectionCount < 3, Date() < deadline { usleep(5_000) }
        #expect(server.openConnectionCount == 3)

        let start = Date()
        server.stop()
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(server.openConnectionCount == 0)
        #expect(held.receive(timeout: 10).closed)
        #expect(delayed.receive(timeout: 10).closed)
        #expect(idle.receive(timeout: 10).closed)
        #expect(throws: RawClientError.self) { try RawHTTPClient(port: server.port) }
        server.stop()
    }
}
