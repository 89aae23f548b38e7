import Foundation
import Testing

@testable import CourierHTTP

@Suite("HTTP1ResponseReader")
struct HTTP1ResponseReaderTests {
    private struct Read {
        var reader: HTTP1ResponseReader
        var complete: Bool
    }

    /// Feeds `text` in pieces of `step` bytes (all at once when nil), then the end of the
    /// stream when `ends`.
    private func read(
        _ bytes: [UInt8], step: Int? = nil, head: Bool = false, headLimit: Int = 1024, bodyLimit: Int = 1024,
        ends: Bool = false
    ) throws(HTTP1ResponseReader.Failure) -> Read {
        var reader = HTTP1ResponseReader(maximumHeadBytes: headLimit, maximumBodyBytes: bodyLimit, isHeadRequest: head)
        var complete = false
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + (step ?? bytes.count))
            let piece = Array(bytes[offset..<end])
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: piece.count, alignment: 1)
            defer { buffer.deallocate() }
            buffer.copyBytes(from: piece)
            complete = try reader.consume(UnsafeRawBufferPointer(buffer))
            offset = end
        }
        if ends { complete = try reader.finishAtEndOfStream() }
        return Read(reader: reader, complete: complete)
    }

    private func read(_ text: String, step: Int? = nil, head: Bool = false, ends: Bool = false)
        throws(HTTP1ResponseReader.Failure) -> Read
    {
        try read(Array(text.utf8), step: step, head: head, ends: ends)
    }

    @Test("a Content-Length body, kept alive")
    func contentLength() throws {
        let read = try read("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 5\r\n\r\nhello")
        #expect(read.complete)
        #expect(read.reader.head?.statusCode == 200)
        #expect(read.reader.head?.fields["content-type"] == "text/plain")
        #expect(read.reader.body == Data("hello".utf8))
        #expect(read.reader.keepsAlive)
    }

    @Test("a chunked body with extensions and trailers")
    func chunked() throws {
        let read = try read(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5;x=y\r\nhello\r\n1\r\n \r\nA\r\n0123456789\r\n0\r\nT: v\r\n\r\n"
        )
        #expect(read.complete)
        #expect(read.reader.body == Data("hello 0123456789".utf8))
        #expect(read.reader.keepsAlive)
    }

    @Test("a body without length ends with the connection, which is then not reused")
    func untilClose() throws {
        let open = try read("HTTP/1.1 200 OK\r\n\r\nabc")
        #expect(!open.complete)
        let closed = try read("HTTP/1.1 200 OK\r\n\r\nabc", ends: true)
        #expect(closed.complete)
        #expect(closed.reader.body == Data("abc".utf8))
        #expect(!closed.reader.keepsAlive)
    }

    @Test("no body for HEAD, 204 and 304, whatever the fields say")
    func bodiless() throws {
        #expect(try read("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n", head: true).complete)
        #expect(try read("HTTP/1.1 204 No Content\r\nContent-Length: 10\r\n\r\n").complete)
        #expect(try read("HTTP/1.1 304 Not Modified\r\nTransfer-Encoding: chunked\r\n\r\n").complete)
    }

    @Test("interim 1xx answers are skipped; a protocol switch nobody asked for is an error")
    func interim() throws {
        let read = try read(
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: x\r\n\r\n"
                + "HTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok"
        )
        #expect(read.complete)
        #expect(read.reader.head?.statusCode == 201)
        #expect(read.reader.head?.fields["Link"] == nil)
        #expect(throws: HTTP1ResponseReader.Failure.self) {
            try self.read("HTTP/1.1 101 Switching Protocols\r\nUpgrade: x\r\n\r\n")
        }
    }

    @Test("bytes fed one at a time read as all at once, LF-only lines too")
    func piecewise() throws {
        let texts = [
            "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n",
            "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.0 404 Not Found\nContent-Length: 4\n\nnope",
        ]
        for text in texts {
            let whole = try read(text)
            let pieces = try read(text, step: 1)
            #expect(whole.complete && pieces.complete)
            #expect(whole.reader.body == pieces.reader.body)
            #expect(whole.reader.head?.statusCode == pieces.reader.head?.statusCode)
            #expect(whole.reader.keepsAlive == pieces.reader.keepsAlive)
        }
    }

    @Test("keep-alive follows the version and Connection, and bytes after the answer end it")
    func keepAlive() throws {
        #expect(try !read("HTTP/1.1 200 OK\r\nConnection: Close\r\nContent-Length: 0\r\n\r\n").reader.keepsAlive)
        #expect(try !read("HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n").reader.keepsAlive)
        #expect(try read("HTTP/1.0 200 OK\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n").reader.keepsAlive)
        let extra = try read("HTTP/1.1 200 OK\r\nContent-Length: 1\r\n\r\nxy")
        #expect(extra.complete && !extra.reader.keepsAlive)
    }

    @Test("a connection that ends early is truncated")
    func truncated() {
        for text in [
            "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhel",
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhe",
            "HTTP/1.1 200 OK\r\nContent-",
        ] {
            #expect(throws: HTTP1ResponseReader.Failure.truncated) { try self.read(text, ends: true) }
        }
    }

    @Test(
        "malformed heads and framings are typed failures",
        arguments: [
            ("HTTP/2 200 OK\r\n\r\n", "head"), ("HTTP/1.1 20 OK\r\n\r\n", "head"),
            ("HTTP/1.1 200 OK\r\nBad Name: x\r\n\r\n", "head"), ("HTTP/1.1 200 OK\r\n: x\r\n\r\n", "head"),
            ("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n", "length"),
            ("HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", "length"),
            ("HTTP/1.1 200 OK\r\nContent-Length: 1x\r\n\r\n", "length"),
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", "coding"),
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n-1\r\n", "chunk"),
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "chunk"),
            ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabX\r\n", "chunk"),
        ])
    func malformed(text: String, kind: String) {
        do {
            _ = try read(text)
            Issue.record("\(text.debugDescription) was read")
        } catch {
            switch (error, kind) {
            case (.malformedHead, "head"), (.invalidContentLength, "length"), (.unsupportedTransferEncoding, "coding"),
                (.malformedChunk, "chunk"):
                break
            default: Issue.record("\(text.debugDescription) failed with \(error), not \(kind)")
            }
        }
    }

    @Test("the head and body limits hold for every framing")
    func limits() {
        let big = String(repeating: "a", count: 2000)
        #expect(throws: HTTP1ResponseReader.Failure.headTooLarge) {
            try self.read("HTTP/1.1 200 OK\r\nX: \(big)\r\n\r\n")
        }
        #expect(throws: HTTP1ResponseReader.Failure.headTooLarge) { try self.read("HTTP/1.1 200 OK\r\nX: \(big)") }
        #expect(throws: HTTP1ResponseReader.Failure.bodyTooLarge) {
            try self.read("HTTP/1.1 200 OK\r\nContent-Length: 2000\r\n\r\n")
        }
        #expect(throws: HTTP1ResponseReader.Failure.bodyTooLarge) {
            try self.read("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n7D0\r\n")
        }
        #expect(throws: HTTP1ResponseReader.Failure.bodyTooLarge) {
            try self.read("HTTP/1.1 200 OK\r\n\r\n\(big)")
        }
        // A long chunk-size line or trailer section fails the same whether it arrives whole or not.
        let chunked = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        #expect(throws: HTTP1ResponseReader.Failure.malformedChunk) {
            try self.read(chunked + "1;\(big)\r\nx\r\n0\r\n\r\n")
        }
        #expect(throws: HTTP1ResponseReader.Failure.headTooLarge) {
            try self.read(chunked + "0\r\nT: \(big)\r\n\r\n")
        }
    }

    @Test("a field value that is not UTF-8 is read as Latin-1")
    func latin1() throws {
        let bytes = Array("HTTP/1.1 200 OK\r\nX: caf".utf8) + [0xE9] + Array("\r\nContent-Length: 0\r\n\r\n".utf8)
        #expect(try read(bytes).reader.head?.fields["X"] == "café")
    }

    @Test("random bytes never crash the reader, and it keeps its limits")
    func randomInput() {
        let alphabet = Array("HTTP/1.1 200 OK\r\n:Content-Length Transfer-Encoding chunked 0123456789abcdef;".utf8)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let count = Int.random(in: 0..<300, using: &generator)
            var bytes = Array("HTTP/1.1 200 OK\r\n".utf8)
            bytes += (0..<count).map { _ in alphabet.randomElement(using: &generator) ?? 32 }
            do {
                let read = try read(
                    bytes, step: Int.random(in: 1...64, using: &generator), headLimit: 128, bodyLimit: 64,
                    ends: Bool.random(using: &generator))
                #expect(read.reader.body.count <= 64)
            } catch {
                // Any typed failure will do; a crash or a hang would not.
            }
        }
    }
}
