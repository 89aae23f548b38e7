import CourierHTTP
import Testing

/// One edge of RFC 2046 §5.1 (and of the bodies GraphQL servers send) with the parts it must give.
struct MultipartEdgeCase: Sendable, CustomTestStringConvertible {
    var name: String
    var boundary = "b"
    var body: String
    /// Each part as its header fields (`name: value`, in order) and its body.
    var parts: [(fields: [String], body: String)]
    var finished = true

    var testDescription: String { name }

    static let all: [MultipartEdgeCase] = [
        MultipartEdgeCase(
            name: "preamble and epilogue",
            body: "This is the preamble.\r\n--b\r\nA: 1\r\n\r\nx\r\n--b--\r\nthe epilogue\r\n--b\r\n",
            parts: [(["A: 1"], "x")]),
        MultipartEdgeCase(
            name: "Strawberry subscription: heartbeat in the preamble, delimiter then close delimiter",
            boundary: "graphql",
            body: "\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: "
                + "2\r\n\r\n{}\r\n--graphql\r\nContent-Type: application/json; "
                + "charset=utf-8\r\nContent-Length: 13\r\n\r\n{\"payload\":1}\r\n--graphql\r\n--graphql--\r\n",
            parts: [(["Content-Type: application/json; charset=utf-8", "Content-Length: 13"], "{\"payload\":1}")]),
        MultipartEdgeCase(
            name: "Strawberry @defer: boundary '-', no leading CRLF", boundary: "-",
            body: "---\r\nContent-Type: application/json\r\n\r\n{\"hasNext\":true}\r\n---\r\nContent-Type: "
                + "application/json\r\n\r\n{\"hasNext\":false}\r\n-----\r\n",
            parts: [
                (["Content-Type: application/json"], "{\"hasNext\":true}"),
                (["Content-Type: application/json"], "{\"hasNext\":false}"),
            ]),
        MultipartEdgeCase(
            name: "delimiter followed at once by the close delimiter, nothing else", body: "--b\r\n--b--", parts: []),
        MultipartEdgeCase(
            name: "delimiter followed "
                + "at once by a delimiter", body: "--b\r\n--b\r\n\r\nx\r\n--b--", parts: [([], "x")]),
        MultipartEdgeCase(name: "empty parts", body: "--b\r\n\r\n\r\n--b\r\n\r\n--b--", parts: [([], ""), ([], "")]),
        MultipartEdgeCase(name: "header fields without a body", body: "--b\r\nA: 1\r\n--b--", parts: [(["A: 1"], "")]),
        MultipartEdgeCase(
            name: "transport padding after delimiters",
            body: "--b \t\r\nA: 1\r\n\r\nx\r\n--b\t\r\n\r\ny\r\n--b--  \r\n", parts: [(["A: 1"], "x"), ([], "y")]),
        MultipartEdgeCase(
            name: "LF-only line ends", body: "--b\nA: 1\n\nx\n--b\n\ny\n--b--\n", parts: [(["A: 1"], "x"), ([], "y")]),
        MultipartEdgeCase(
            name: "mixed line ends inside a body are kept", body: "--b\r\n\r\nline1\nline2\r\n\r\n--b--",
            parts: [([], "line1\nline2\r\n")]),
        MultipartEdgeCase(
            name: "no final CRLF after the close delimiter", body: "--b\r\n\r\nx\r\n--b--", parts: [([], "x")]),
        MultipartEdgeCase(
            name: "leading CRLF before the first delimiter", body: "\r\n--b\r\n\r\nx\r\n--b--\r\n", parts: [([], "x")]),
        MultipartEdgeCase(
            name: "heartbeats are ordinary parts", boundary: "graphql",
            body: "--graphql\r\n\r\n{}\r\n--graphql\r\n\r\n{}\r\n--graphql--",
            parts: [([], "{}"), ([], "{}")]),
        MultipartEdgeCase(
            name: "boundary lookalikes are content", body: "--b\r\n\r\n--bx\r\n--b text\r\nx--b\r\n--b-\r\n--b--",
            parts: [([], "--bx\r\n--b text\r\nx--b\r\n--b-")]),
        MultipartEdgeCase(
            name: "folded header field", body: "--b\r\nA: one\r\n  two\r\n\r\nx\r\n--b--",
            parts: [(["A: one two"], "x")]),
        MultipartEdgeCase(name: "a close delimiter alone: no parts", body: "--b--\r\n", parts: []),
        MultipartEdgeCase(
            name: "truncated body", body: "--b\r\n\r\nx\r\n--b\r\n\r\ny", parts: [([], "x")], finished: false),
    ]
}

@Suite("multipart/mixed parser: RFC 2046 edges")
struct MultipartMixedParserEdgeCaseTests {
    /// Appends `bytes` in the given pieces, taking parts out after each.
    static func parse(_ pieces: [ArraySlice<UInt8>], boundary: String) throws -> (
        parts: [MultipartPart], finished: Bool
    ) {
        var parser = MultipartMixedParser(boundary: boundary)
        var parts: [MultipartPart] = []
        for piece in pieces {
            parser.append(piece)
            while let part = try parser.nextPart() { parts.append(part) }
        }
        return (parts, parser.isFinished)
    }

    static func check(_ result: (parts: [MultipartPart], finished: Bool), _ edge: MultipartEdgeCase, _ how: String) {
        let got = result.parts.map { part in
            (part.headerFields.map { "\($0.name): \($0.value)" }, String(decoding: part.body, as: UTF8.self))
        }
        #expect(got.map(\.0) == edge.parts.map(\.fields), "\(how): header fields")
        #expect(got.map(\.1) == edge.parts.map(\.body), "\(how): bodies")
        #expect(result.finished == edge.finished, "\(how): finished")
    }

    @Test(arguments: MultipartEdgeCase.all)
    func oneRead(_ edge: MultipartEdgeCase) throws {
        let bytes = Array(edge.body.utf8)
        Self.check(try Self.parse([bytes[...]], boundary: edge.boundary), edge, "one read")
    }

    @Test(arguments: MultipartEdgeCase.all)
    func oneByteReads(_ edge: MultipartEdgeCase) throws {
        let bytes = Array(edge.body.utf8)
        Self.check(
            try Self.parse(bytes.indices.map { bytes[$0...$0] }, boundary: edge.boundary), edge, "one-byte reads")
    }

    @Test(arguments: MultipartEdgeCase.all)
    func twoReadsSplitAtEveryOffset(_ edge: MultipartEdgeCase) throws {
        let bytes = Array(edge.body.utf8)
        for split in 1..<bytes.count {
            Self.check(
                try Self.parse([bytes[..<split], bytes[split...]], boundary: edge.boundary), edge, "split at \(split)")
        }
    }

    @Test func finishThrowsOnlyForATruncatedBody() throws {
        var parser = MultipartMixedParser(boundary: "b")
        // "--b-" may still become the close delimiter: the part waits for the line to decide.
        parser.append(Array("--b\r\n\r\nx\r\n--b-".utf8))
        #expect(try parser.nextPart() == nil)
        #expect(throws: MultipartParseError.truncated) { try parser.finish() }
        parser.append(Array("-".utf8))
        #expect(try parser.nextPart()?.body == Array("x".utf8))
        try parser.finish()
    }

    @Test func aLongPreambleLineIsRefused() throws {
        var parser = MultipartMixedParser(boundary: "b", maximumPartSize: 16)
        parser.append(Array(repeating: UInt8(ascii: "p"), count: 17))
        #expect(throws: MultipartParseError.partTooLarge(limit: 16)) { try parser.nextPart() }
    }
}
