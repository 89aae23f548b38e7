import CourierHTTP
import CourierLoopback
import Foundation
import Testing

@Suite("HTTPRequestParser")
struct HTTPRequestParserTests {
    private func parse(_ text: String, parser: HTTPRequestParser = HTTPRequestParser()) throws -> [LoopbackRequest] {
        var parser = parser
        parser.append(Array(text.utf8))
        var requests: [LoopbackRequest] = []
        while let request = try parser.nextRequest() { requests.append(request) }
        return requests
    }

    @Test("a GET with header fields, kept in order with their spelling")
    func simpleGet() throws {
        let requests = try parse("GET /a/b?q=1 HTTP/1.1\r\nHost: x\r\nX-One:  1 \r\nx-one: 2\r\n\r\n")
        let request = try #require(requests.first)
        #expect(requests.count == 1)
        #expect(request.method == .get)
        #expect(request.target == "/a/b?q=1")
        #expect(request.path == "/a/b")
        #expect(request.query == "q=1")
        #expect(request.headerFields.values(for: "X-ONE") == ["1", "2"])
        #expect(request.headerFields.fields.map(\.name) == ["Host", "X-One", "x-one"])
        #expect(request.body.isEmpty)
        #expect(request.keepsAlive)
    }

    @Test("a Content-Length body, and a pipelined second request")
    func contentLengthAndPipelining() throws {
        let requests = try parse(
            "POST /p HTTP/1.1\r\nContent-Length: 5\r\n\r\nhelloGET /next HTTP/1.1\r\nConnection: close\r\n\r\n")
        #expect(requests.map(\.target) == ["/p", "/next"])
        #expect(requests.first?.body == Data("hello".utf8))
        #expect(requests.last?.keepsAlive == false)
    }

    @Test("a chunked body with an extension and trailers")
    func chunked() throws {
        let text =
            "POST /c HTTP/1.1\r\nTransfer-Encoding: "
            + "chunked\r\n\r\n4;ext=1\r\nWiki\r\n5\r\npedia\r\n0\r\nX-Trailer: t\r\n\r\n"
        let request = try #require(try parse(text).first)
        #expect(request.body == Data("Wikipedia".utf8))
    }

    @Test("bytes fed one at a time give the same requests as all at once")
    func incremental() throws {
        let text =
            "POST /c HTTP/1.1\r\nTransfer-Encoding: "
            + "chunked\r\n\r\n3\r\nabc\r\n0\r\n\r\nPUT /d HTTP/1.1\r\nContent-Length: 2\r\n\r\nxy"
        var parser = HTTPRequestParser()
        var requests: [LoopbackRequest] = []
        for byte in text.utf8 {
            parser.append([byte])
            while let request = try parser.nextRequest() { requests.append(request) }
        }
        #expect(requests == (try parse(text)))
        #expect(requests.map(\.body) == [Data("abc".utf8), Data("xy".utf8)])
        #expect(parser.bufferedByteCount == 0)
    }

    @Test("a large chunked body arriving in small reads is decoded in linear time")
    func largeChunkedBodyIncrementally() throws {
        var text = Array("POST /big HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        var expected = [UInt8]()
        for index in 0..<256 {
            let chunk = [UInt8](repeating: UInt8(index), count: 4096)
            text += Array("1000\r\n".utf8) + chunk + [13, 10]
            expected += chunk
        }
        text += Array("0\r\n\r\n".utf8)
        var parser = HTTPRequestParser(maximumBodyBytes: 2 * 1024 * 1024)
        var requests: [LoopbackRequest] = []
        let start = Date()
        var offset = 0
        while offset < text.count {
            let end = min(offset + 997, text.count)
            parser.append(text[offset..<end])
            offset = end
            while let request = try parser.nextRequest() { requests.append(request) }
        }
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(requests.count == 1)
        #expect(requests.first?.body == Data(expected))
    }

    @Test("an incomplete request asks for more bytes")
    func incomplete() throws {
        #expect(try parse("GET / HTTP/1.1\r\nHost: x\r\n").isEmpty)
        #expect(try parse("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc").isEmpty)
    }

    @Test("Expect: 100-continue is reported while the body is missing")
    func expectContinue() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n".utf8))
        #expect(try parser.nextRequest() == nil)
        #expect(parser.awaitsBodyAfterExpectContinue)
        parser.append(Array("abc".utf8))
        #expect(try parser.nextRequest()?.body == Data("abc".utf8))
        #expect(!parser.awaitsBodyAfterExpectContinue)
    }

    @Test(
        "malformed or oversized input is a typed failure",
        arguments: [
            ("GET /\r\n\r\n", HTTPRequestParser.Failure.malformedRequestLine),
            ("GET / HTTP/2.0\r\n\r\n", .malformedRequestLine),
            ("G(T / HTTP/1.1\r\n\r\n", .malformedRequestLine),
            ("GET / HTTP/1.1\r\nNoColon\r\n\r\n", .malformedHeaderField),
            ("GET / HTTP/1.1\r\n: empty\r\n\r\n", .malformedHeaderField),
            ("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n", .invalidContentLength),
            ("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", .invalidContentLength),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: gzip\r\n\r\n", .unsupportedTransferEncoding),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", .malformedChunk),
            ("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcX\r\n", .malformedChunk),
        ])
    func failures(text: String, failure: HTTPRequestParser.Failure) {
        #expect(throws: failure) { try parse(text) }
    }

    @Test("the head and body limits hold, with the status a server should answer")
    func limits() {
        let small = HTTPRequestParser(maximumHeadBytes: 64, maximumBodyBytes: 8)
        let longHeader = "GET / HTTP/1.1\r\nX-Long: " + String(repeating: "a", count: 100)
        #expect(throws: HTTPRequestParser.Failure.headTooLarge) { try parse(longHeader, parser: small) }
        #expect(throws: HTTPRequestParser.Failure.headTooLarge) { try parse(longHeader + "\r\n\r\n", parser: small) }
        #expect(throws: HTTPRequestParser.Failure.bodyTooLarge) {
            try parse("POST / HTTP/1.1\r\nContent-Length: 9\r\n\r\n", parser: small)
        }
        #expect(throws: HTTPRequestParser.Failure.bodyTooLarge) {
            try parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nabcde\r\n5\r\n", parser: small)
        }
        #expect(HTTPRequestParser.Failure.headTooLarge.statusCode == 431)
        #expect(HTTPRequestParser.Failure.bodyTooLarge.statusCode == 413)
    }

    @Test("random bytes never crash the parser and it keeps its bounds")
    func randomInput() {
        var generator = SplitMix(seed: 0xC0FFEE)
        let alphabet = Array("GET POST / HTTP/1.1\r\n:Content-Length Transfer-Encoding chunked 0123456789abcdef;".utf8)
        for _ in 0..<2_000 {
            var parser = HTTPRequestParser(maximumHeadBytes: 256, maximumBodyBytes: 256)
            let count = Int(generator.next() % 400)
            let bytes = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            parser.append(bytes)
            do {
                while let request = try parser.nextRequest() {
                    #expect(request.body.count <= 256)
                }
            } catch {
                // Any typed failure is acceptable; only a crash would not be.
            }
        }
    }
}

/// A small deterministic generator, so that the random-input test is reproducible.
private struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
