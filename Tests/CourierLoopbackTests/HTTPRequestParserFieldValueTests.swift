import CourierHTTP
import CourierLoopback
import Foundation
import Testing

/// The parser decodes and trims field values byte by byte when they are ASCII; these tests hold it
/// to what Foundation's decoding and `trimmingCharacters(in: .whitespaces)` give for any bytes.
@Suite("HTTPRequestParser field values")
struct HTTPRequestParserFieldValueTests {
    /// Pieces a value is built from: blanks and other ASCII controls, text, Unicode spaces
    /// (no-break, ideographic, em), and bytes that are not UTF-8.
    private static let pieces: [[UInt8]] = [
        [0x20], [0x09], [0x0B], [0x0C], [0x7F], [0x00], Array("a".utf8), Array("Zq:9,".utf8),
        [0xC2, 0xA0], [0xE3, 0x80, 0x80], [0xE2, 0x80, 0x83], Array("é".utf8),
        [0xFF], [0x80], [0xE3, 0x80], [0xC0, 0xAF],
    ]

    private static func reference(_ bytes: [UInt8]) -> String? {
        String(bytes: bytes, encoding: .utf8)?.trimmingCharacters(in: .whitespaces)
    }

    @Test("random values decode and trim as Foundation does")
    func randomValues() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...8, using: &generator)
            var bytes: [UInt8] = []
            for _ in 0..<count {
                // Mostly ASCII pieces, so that the fast path is what most values take.
                let index =
                    Bool.random(using: &generator)
                    ? Int.random(in: 0..<8, using: &generator)
                    : Int.random(in: 0..<Self.pieces.count, using: &generator)
                bytes += Self.pieces[index]
            }
            let fast = HTTPRequestParser.fieldValue(bytes[...])
            #expect(fast == Self.reference(bytes), "bytes \(bytes)")
        }
    }

    @Test(
        "edge values",
        arguments: [
            "", " ", "\t \t", " a ", "\ta\tb\t", "a", " \u{0B}a\u{0C} ", "\u{A0}a\u{A0}", " \u{3000} x \u{3000}",
        ])
    func edges(text: String) {
        let bytes = Array(text.utf8)
        #expect(HTTPRequestParser.fieldValue(bytes[...]) == Self.reference(bytes))
    }

    @Test("a request's values lose blanks at their ends only, Unicode spaces included")
    func throughTheParser() throws {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/1.1\r\nA:\t x y \t\r\nB: \u{A0}z\u{A0} \r\nC:\r\nD: \u{FF}\r\n\r\n".utf8))
        let request = try #require(try parser.nextRequest())
        #expect(request.headerFields["A"] == "x y")
        #expect(request.headerFields["B"] == "z")
        #expect(request.headerFields["C"] == "")
        #expect(request.headerFields["D"] == "\u{FF}")
    }

    @Test("a value that is not UTF-8 is a malformed field")
    func invalidUTF8() {
        var parser = HTTPRequestParser()
        parser.append(Array("GET / HTTP/1.1\r\nA: ".utf8) + [0xFF, 0xFE] + Array("\r\n\r\n".utf8))
        #expect(throws: (any Error).self) { try parser.nextRequest() }
    }
}
