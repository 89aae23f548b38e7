import CourierAPI
import Testing

/// The JSON parser's default limits, as RELIABILITY.md documents them.
@Suite("JSONParser default limits")
struct JSONParserDefaultLimitTests {
    @Test("the default nesting depth is 512: 512 levels parse, 513 fail with a typed error")
    func defaultDepth() throws {
        let limit = JSONParser.Options.default.maximumDepth
        #expect(limit == 512)
        let atLimit = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        _ = try JSONParser.parse(atLimit)
        let overLimit = "[" + atLimit + "]"
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(overLimit) }
        #expect(error?.reason == .nestingTooDeep(limit: limit))
    }

    @Test("objects count towards the same default depth")
    func defaultDepthWithObjects() {
        let text = String(repeating: #"{"a":"#, count: 513) + "0" + String(repeating: "}", count: 513)
        let error = #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        #expect(error?.reason == .nestingTooDeep(limit: 512))
    }

    @Test("there is no default input size limit: a 4 MiB string parses")
    func noDefaultSizeLimit() throws {
        #expect(JSONParser.Options.default.maximumInputSize == nil)
        let text = "\"" + String(repeating: "x", count: 4 * 1024 * 1024) + "\""
        let value = try JSONParser.parse(text)
        #expect(value.stringValue?.utf8.count == 4 * 1024 * 1024)
    }
}
