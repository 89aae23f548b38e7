import CourierLoopback
import Testing

/// The loopback server's request parser default limits, as RELIABILITY.md documents them.
@Suite("HTTPRequestParser default limits")
struct HTTPRequestParserDefaultLimitTests {
    @Test("the defaults are a 16 KiB head and an 8 MiB body")
    func documentedDefaults() {
        let parser = HTTPRequestParser()
        #expect(parser.maximumHeadBytes == 16 * 1024)
        #expect(parser.maximumBodyBytes == 8 * 1024 * 1024)
    }

    @Test("a head over 16 KiB without a blank line fails with headTooLarge (431)")
    func headOverDefault() {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/1.1\r\nX-Filler: ".utf8) + [UInt8](repeating: 0x61, count: 17 * 1024))
        #expect(throws: HTTPRequestParser.Failure.headTooLarge) { try parser.nextRequest() }
        #expect(HTTPRequestParser.Failure.headTooLarge.statusCode == 431)
    }

    @Test("a Content-Length over 8 MiB fails with bodyTooLarge (413) before the body arrives")
    func bodyOverDefault() {
        var parser = HTTPRequestParser()
        parser.append(Array("POST / HTTP/1.1\r\nContent-Length: \(8 * 1024 * 1024 + 1)\r\n\r\n".utf8))
        #expect(throws: HTTPRequestParser.Failure.bodyTooLarge) { try parser.nextRequest() }
        #expect(HTTPRequestParser.Failure.bodyTooLarge.statusCode == 413)
    }

    @Test("a Content-Length past Int.max is an invalid length, not an overflow")
    func hugeContentLength() {
        var parser = HTTPRequestParser()
        parser.append(Array("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n".utf8))
        #expect(throws: HTTPRequestParser.Failure.self) { try parser.nextRequest() }
    }
}
