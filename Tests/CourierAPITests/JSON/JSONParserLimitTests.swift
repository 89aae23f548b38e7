import CourierAPI
import Testing

@Suite("JSONParser limits and error locations")
struct JSONParserLimitTests {
    @Test("100,000 nested arrays fail with a typed error, not a crash")
    func deepNesting() {
        let document = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(document) }
        #expect(error?.reason == .nestingTooDeep(limit: 512))
        #expect(error?.offset == 512)
    }

    @Test("the depth limit is exact and configurable")
    func depthBoundary() throws {
        let options = JSONParser.Options(maximumDepth: 10)
        let ten = String(repeating: "[", count: 10) + String(repeating: "]", count: 10)
        let eleven = "[" + ten + "]"
        _ = try JSONParser.parse(ten, options: options)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(eleven, options: options) }
        let objects = String(repeating: #"{"a":"#, count: 11) + "1" + String(repeating: "}", count: 11)
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(objects, options: options) }
        #expect(error?.reason == .nestingTooDeep(limit: 10))
    }

    @Test("a high configured depth still parses deep input without recursion")
    func deepButAllowed() throws {
        let depth = 50_000
        let document = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONParser.parse(document, options: .init(maximumDepth: depth))
        var levels = 0
        // Unwrap level by level so that releasing the tree does not recurse deeply either.
        while case .array(let elements) = value, let first = elements.first {
            levels += 1
            value = first
        }
        #expect(levels == depth - 1)
    }

    @Test("the input size limit")
    func inputSize() throws {
        let options = JSONParser.Options(maximumInputSize: 8)
        _ = try JSONParser.parse("[1,2,3]", options: options)
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse("[1,2,3,4]", options: options) }
        #expect(error?.reason == .inputTooLarge(limit: 8))
    }

    @Test(
        "errors carry offset, line, column and reason",
        arguments: [
            ("[1,]", 3, 1, 4, JSONParseError.Reason.unexpectedCharacter(found: UInt8(ascii: "]"), expected: "a value")),
            ("{\n  \"a\": 01\n}", 9, 2, 8, .invalidNumber("leading zero")),
            ("[\n1,\n2\n] x", 9, 4, 3, .trailingCharacters),
            ("\"ab", 3, 1, 4, .unexpectedEndOfInput),
            ("[\"\\uDE00\"]", 2, 1, 3, .loneSurrogate(0xDE00)),
            ("{\"a\" 1}", 5, 1, 6, .unexpectedCharacter(found: UInt8(ascii: "1"), expected: "':'")),
            ("[\"a\u{01}\"]", 3, 1, 4, .controlCharacterInString(0x01)),
            ("[1 2]", 3, 1, 4, .unexpectedCharacter(found: UInt8(ascii: "2"), expected: "',' or ']'")),
        ])
    func errorLocations(document: String, offset: Int, line: Int, column: Int, reason: JSONParseError.Reason) {
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(document) }
        #expect(error == JSONParseError(reason: reason, offset: offset, line: line, column: column))
    }

    @Test("error descriptions are short and located")
    func errorDescription() {
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse("[tru]") }
        #expect(error?.description == "1:5: unexpected ']', expected 'true' (byte 4)")
    }
}
