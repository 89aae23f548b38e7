import CourierHTTP
import Testing

@Suite("multipart/mixed parser")
struct MultipartMixedParserTests {
    static let body =
        "\r\n--graphql\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{\"payload\":{\"data\":{\"count\":1}}}"
        + "\r\n--graphql\r\nContent-Type: application/json\r\n\r\n{}"
        + "\r\n--graphql\r\n\r\n{\"payload\":{\"data\":{\"count\":2}}}"
        + "\r\n--graphql--\r\n"

    static let expected = [
        #"{"payload":{"data":{"count":1}}}"#,
        "{}",
        #"{"payload":{"data":{"count":2}}}"#,
    ]

    /// Feeds `bytes` in chunks of the given sizes (cycled) and collects the parts.
    static func parse(_ bytes: [UInt8], chunks: [Int], boundary: String = "graphql") throws -> (
        parts: [MultipartPart], finished: Bool
    ) {
        var parser = MultipartMixedParser(boundary: boundary)
        var parts: [MultipartPart] = []
        var offset = 0
        var index = 0
        while offset < bytes.count {
            let size = max(1, chunks[index % chunks.count])
            index += 1
            parser.append(bytes[offset..<min(offset + size, bytes.count)])
            offset += size
            while let part = try parser.nextPart() { parts.append(part) }
        }
        return (parts, parser.isFinished)
    }

    @Test func wholeBody() throws {
        let (parts, finished) = try Self.parse(Array(Self.body.utf8), chunks: [100_000])
        #expect(parts.map { String(decoding: $0.body, as: UTF8.self) } == Self.expected)
        #expect(parts[0].headerFields["content-type"] == "application/json; charset=utf-8")
        #expect(parts[2].headerFields.isEmpty)
        #expect(finished)
    }

    @Test func everySplitPointGivesTheSameParts() throws {
        let bytes = Array(Self.body.utf8)
        for split in 1..<bytes.count {
            var parser = MultipartMixedParser(boundary: "graphql")
            var parts: [String] = []
            parser.append(bytes[..<split])
            while let part = try parser.nextPart() { parts.append(String(decoding: part.body, as: UTF8.self)) }
            parser.append(bytes[split...])
            while let part = try parser.nextPart() { parts.append(String(decoding: part.body, as: UTF8.self)) }
            #expect(parts == Self.expected, "split at \(split)")
            #expect(parser.isFinished)
        }
    }

    @Test(arguments: [[1], [2], [3], [7], [1, 5, 2, 13], [64]])
    func smallChunks(chunks: [Int]) throws {
        let (parts, finished) = try Self.parse(Array(Self.body.utf8), chunks: chunks)
        #expect(parts.map { String(decoding: $0.body, as: UTF8.self) } == Self.expected)
        #expect(finished)
    }

    @Test func seededRandomChunkingOfManyParts() throws {
        var generator = SplitMix(seed: 42)
        var text = "preamble to ignore\r\n"
        var expected: [String] = []
        for index in 0..<200 {
            let json = #"{"n":\#(index),"s":"\#(String(repeating: "-", count: Int(generator.next() % 50)))"}"#
            expected.append(json)
            text += "--b\r\nContent-Type: application/json\r\n\r\n\(json)\r\n"
        }
        text += "--b--"
        let bytes = Array(text.utf8)
        for _ in 0..<20 {
            let chunks = (0..<10).map { _ in Int(generator.next() % 40) + 1 }
            let (parts, finished) = try Self.parse(bytes, chunks: chunks, boundary: "b")
            #expect(parts.map { String(decoding: $0.body, as: UTF8.self) } == expected)
            #expect(finished)
        }
    }

    @Test func bodyWithoutLeadingCRLFAndBoundaryLookalikes() throws {
        let text = "--x\r\n\r\nline\r\n--xy not the end\r\n--x--"
        let (parts, finished) = try Self.parse(Array(text.utf8), chunks: [3], boundary: "x")
        #expect(parts.map { String(decoding: $0.body, as: UTF8.self) } == ["line\r\n--xy not the end"])
        #expect(finished)
    }

    @Test func truncatedBodyIsAnError() throws {
        var parser = MultipartMixedParser(boundary: "graphql")
        parser.append(Array("\r\n--graphql\r\n\r\n{}\r\n--graphql\r\n\r\n{\"par".utf8))
        #expect(try parser.nextPart()?.body == Array("{}".utf8))
        #expect(try parser.nextPart() == nil)
        #expect(throws: MultipartParseError.truncated) { try parser.finish() }
    }

    @Test func oversizedPartIsAnError() throws {
        var parser = MultipartMixedParser(boundary: "graphql", maximumPartSize: 16)
        parser.append(Array("--graphql\r\n\r\n".utf8) + Array(repeating: UInt8(ascii: "x"), count: 40))
        #expect(throws: MultipartParseError.partTooLarge(limit: 16)) { try parser.nextPart() }
    }

    @Test func malformedHeaderIsAnError() throws {
        var parser = MultipartMixedParser(boundary: "graphql")
        parser.append(Array("--graphql\r\nno colon here\r\n\r\n{}".utf8))
        #expect(throws: MultipartParseError.malformedHeader("no colon here")) { try parser.nextPart() }
    }

    @Test func boundaryFromContentType() throws {
        #expect(
            try MultipartMixedParser.boundary(
                fromContentType: #"multipart/mixed;boundary="graphql";subscriptionSpec="1.0""#) == "graphql")
        #expect(
            try MultipartMixedParser.boundary(fromContentType: #"multipart/mixed; boundary="-"; deferSpec=20220824"#)
                == "-")
        #expect(try MultipartMixedParser.boundary(fromContentType: "multipart/mixed; Boundary=abc") == "abc")
        #expect(throws: MultipartParseError.missingBoundary) {
            try MultipartMixedParser.boundary(fromContentType: "multipart/mixed")
        }
    }

    @Test func randomBytesNeverTrap() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<300 {
            var parser = MultipartMixedParser(boundary: "-", maximumPartSize: 256)
            let bytes = (0..<Int(generator.next() % 300)).map { _ in
                [UInt8(ascii: "-"), 13, 10, UInt8(ascii: "a"), UInt8(ascii: ":")][Int(generator.next() % 5)]
            }
            parser.append(bytes)
            while (try? parser.nextPart()) != nil {}
        }
    }
}

/// A small deterministic generator for reproducible fuzz inputs.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
