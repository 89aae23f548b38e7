import CourierHTTP
import Testing

/// Inputs found by fuzzing `MultipartMixedParser` (FuzzMultipart), kept as regression tests.
@Suite struct MultipartMixedParserRegressionTests {
    /// A part over the limit was accepted when it arrived in one piece with its closing
    /// delimiter: the limit was checked only while waiting for more bytes.
    @Test(arguments: [1, 7, 64, 10_000])
    func anOversizedPartIsRefusedHoweverItArrives(chunk: Int) throws {
        let body =
            Array("--graphql\r\nContent-Type: application/json\r\n\r\n".utf8)
            + Array(repeating: UInt8(ascii: "x"), count: 40)
            + Array("\r\n--graphql--\r\n".utf8)
        var parser = MultipartMixedParser(boundary: "graphql", maximumPartSize: 32)
        var error: MultipartParseError?
        var parts: [MultipartPart] = []
        var offset = 0
        outer: while offset < body.count {
            parser.append(body[offset..<min(body.count, offset + chunk)])
            offset += chunk
            do {
                while let part = try parser.nextPart() { parts.append(part) }
            } catch let caught {
                error = caught
                break outer
            }
        }
        #expect(parts.isEmpty)
        #expect(error == .partTooLarge(limit: 32))
    }

    @Test func aPartAtTheLimitIsAccepted() throws {
        let head = Array("Content-Type: a\r\n\r\n".utf8)
        let content = Array(repeating: UInt8(ascii: "y"), count: 32 - head.count)
        var parser = MultipartMixedParser(boundary: "graphql", maximumPartSize: 32)
        parser.append(Array("--graphql\r\n".utf8) + head + content + Array("\r\n--graphql--".utf8))
        #expect(try parser.nextPart()?.body == content)
        #expect(try parser.nextPart() == nil)
        #expect(parser.isFinished)
    }
}
