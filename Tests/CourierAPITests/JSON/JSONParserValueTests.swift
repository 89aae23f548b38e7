import CourierAPI
import Testing

@Suite("JSONParser values")
struct JSONParserValueTests {
    @Test(
        "numbers keep integers exactly and fall back to source text",
        arguments: [
            ("0", JSONNumber.integer(0)),
            ("-7", .integer(-7)),
            ("9223372036854775807", .integer(.max)),
            ("-9223372036854775808", .integer(.min)),
            ("9223372036854775808", .literal("9223372036854775808")),
            ("-9223372036854775809", .literal("-9223372036854775809")),
            ("123456789012345678901234567890", .literal("123456789012345678901234567890")),
            ("-0", .double(-0.0)),
            ("1.5", .double(1.5)),
            ("0.1", .double(0.1)),
            ("1e3", .double(1000)),
            ("-2.5E-3", .double(-0.0025)),
            ("1e400", .literal("1e400")),
            ("-1e400", .literal("-1e400")),
            ("1e-400", .double(0)),
            ("0.30000000000000004", .double(0.30000000000000004)),
            ("3.141592653589793238462643383279", .double(3.141592653589793)),
            ("2.2250738585072014e-308", .double(2.2250738585072014e-308)),
            ("1.7976931348623157e308", .double(1.7976931348623157e308)),
            ("12345678901234567890e-5", .double(123456789012345.6789)),
        ])
    func numbers(text: String, expected: JSONNumber) throws {
        #expect(try JSONParser.parse(text) == .number(expected))
    }

    @Test("-0 keeps its sign")
    func negativeZero() throws {
        let value = try JSONParser.parse("-0")
        guard case .number(.double(let zero)) = value else {
            Issue.record("expected a double, got \(value)")
            return
        }
        #expect(zero == 0 && zero.sign == .minus)
    }

    @Test(
        "strings decode escapes, surrogate pairs and raw UTF-8",
        arguments: [
            (#""plain""#, "plain"),
            (#""a\"b\\c\/d""#, "a\"b\\c/d"),
            (#""\b\f\n\r\t""#, "\u{08}\u{0C}\n\r\t"),
            (#""\u0041\u00e9\u65E5""#, "Aé日"),
            (#""\uD83D\uDE00 smile""#, "😀 smile"),
            (#""\u0000""#, "\u{0}"),
            (
                "\"héllo wörld, this one is longer than sixteen bytes\"",
                "héllo wörld, this one is longer than sixteen bytes"
            ),
            ("\"0123456789abcdef0123456789abcdef\\n tail 😀\"", "0123456789abcdef0123456789abcdef\n tail 😀"),
        ])
    func strings(text: String, expected: String) throws {
        #expect(try JSONParser.parse(text) == .string(expected))
    }

    @Test("objects keep document order and look up by key, small and large")
    func objectOrder() throws {
        let small = try #require(try JSONParser.parse(#"{"z":1,"a":2,"m":3}"#).objectValue)
        #expect(small.keys == ["z", "a", "m"])
        #expect(small["a"] == 2)
        #expect(small["missing"] == nil)

        let count = JSONObject.indexThreshold * 3
        let members = (0..<count).reversed().map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let large = try #require(try JSONParser.parse("{\(members)}").objectValue)
        #expect(large.keys.first == "k\(count - 1)")
        for index in 0..<count { #expect(large["k\(index)"] == .number(.integer(Int64(index)))) }
    }

    @Test("a duplicate key keeps the first position and the last value", arguments: [3, JSONObject.indexThreshold + 5])
    func duplicateKeys(memberCount: Int) throws {
        var members = (0..<memberCount).map { "\"k\($0)\":\($0)" }
        members.append(#""k0":"last""#)
        let object = try #require(try JSONParser.parse("{\(members.joined(separator: ","))}").objectValue)
        #expect(object.count == memberCount)
        #expect(object.keys.first == "k0")
        #expect(object["k0"] == "last")
    }

    @Test("parses from [UInt8], a slice and a raw buffer alike")
    func inputKinds() throws {
        let bytes = Array(#"  {"a":[1,"x",null]}  "#.utf8)
        let expected: JSONValue = ["a": [1, "x", nil]]
        #expect(try JSONParser.parse(bytes) == expected)
        #expect(try JSONParser.parse(bytes[0...]) == expected)
        let viaRawBuffer = try bytes.withUnsafeBytes { raw throws(JSONParseError) in try JSONParser.parse(raw) }
        #expect(viaRawBuffer == expected)
        #expect(try JSONParser.parse(bytes.lazy.map { $0 }) == expected)
    }
}
