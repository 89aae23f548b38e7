import CourierAPI
import Foundation
import Testing

/// The parser's number reading (integers, an exact fast path for doubles, the Eisel–Lemire step,
/// and `Double(_:)` on the text for the rest) against `Int64(_:)` and `Double(_:)` alone, which
/// round correctly.
@Suite("JSONParser doubles")
struct JSONParserDoubleTests {
    /// What the parser should make of `text`: an integer that fits `Int64` as `Int64(_:)` reads it,
    /// otherwise the double `Double(_:)` reads, or the text itself when neither holds it.
    private static func expected(_ text: String) throws -> JSONNumber {
        if !text.contains("."), !text.contains("e") { return Int64(text).map(JSONNumber.integer) ?? .literal(text) }
        let value = try #require(Double(text))
        return value.isFinite ? .double(value) : .literal(text)
    }

    /// Whether the parser read `text` as `expected`, comparing doubles bit for bit (so that the
    /// sign of zero counts).
    private static func matches(_ parsed: JSONValue, _ expected: JSONNumber) -> Bool {
        switch (parsed, expected) {
        case (.number(.double(let found)), .double(let wanted)): found.bitPattern == wanted.bitPattern
        case (.number(let found), _): found == expected
        default: false
        }
    }

    @Test(
        "edges of rounding and range read as Double(_:) reads them",
        arguments: [
            // Halfway between two doubles, both ways, and just past halfway.
            "9007199254740993.0", "9007199254740995.0", "9007199254740993.0000000001",
            "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203124",
            // 16 and 17 significant digits, as doubles print.
            "142.85714285714286", "0.30000000000000004", "2.718281828459045", "-1.7976931348623157e308",
            "1.7976931348623158e308", "1.7976931348623159e308", "4.9406564584124654e-324", "2.4703282292062327e-324",
            "2.2250738585072011e-308", "2.2250738585072014e-308", "1e-342", "1e-343", "9.999999999999999e307",
            "1e308", "1e309", "123456789012345678e-30", "9999999999999999999e-5", "1844674407370955161.5",
            "0.000000000000000000000000000001", "7.2057594037927933e16", "-0.0e400", "0e-400", "1e23",
            "8.98846567431158e307",
        ])
    func edges(text: String) throws {
        let parsed = try JSONParser.parse(text)
        #expect(
            Self.matches(parsed, try Self.expected(text)), "\(text) → \(parsed), Double(_:) reads \(Double(text)!)")
        let onTape = try #require(JSONTape(parsing: text).root.numberValue)
        #expect(Self.matches(.number(onTape), try Self.expected(text)), "on the tape: \(text) → \(onTape)")
    }

    @Test(
        "random numbers of 1 to 19 digits, with and without fraction and exponent, read as Int64 or Double reads them"
    )
    func randomNumbers() throws {
        // Fresh inputs on every run; a failure lists the texts that differ.
        var random = SystemRandomNumberGenerator()
        var texts: [String] = []
        for _ in 0..<200_000 {
            let digitCount = Int.random(in: 1...19, using: &random)
            var digits = String(UInt64.random(in: 1...9, using: &random))
            for _ in 1..<digitCount { digits += String(UInt64.random(in: 0...9, using: &random)) }
            let point = Int.random(in: 0...digitCount, using: &random)
            var text =
                point == digitCount ? digits : "\(digits.prefix(point))" + "." + "\(digits.dropFirst(point))"
            if text.hasPrefix(".") {
                // Sometimes with zeros first, which do not count as significant digits.
                let zeros = Bool.random(using: &random) ? Int.random(in: 1...12, using: &random) : 0
                text = "0." + String(repeating: "0", count: zeros) + text.dropFirst()
            }
            switch UInt64.random(in: 0..<4, using: &random) {
            case 0: break
            case 1: text += "e\(Int.random(in: -30...30, using: &random))"
            default: text += "e\(Int.random(in: -345...310, using: &random))"
            }
            if Bool.random(using: &random) { text = "-" + text }
            texts.append(text)
        }
        let parsed = try JSONParser.parse("[" + texts.joined(separator: ",") + "]")
        guard case .array(let values) = parsed, values.count == texts.count else {
            Issue.record("expected \(texts.count) numbers, got \(parsed)")
            return
        }
        var mismatches: [String] = []
        for (text, value) in zip(texts, values) where !Self.matches(value, try Self.expected(text)) {
            mismatches.append("\(text) → \(value), Double(_:) reads \(Double(text)!)")
        }
        #expect(mismatches.count == 0, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }
}
