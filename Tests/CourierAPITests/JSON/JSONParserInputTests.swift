import CourierAPI
import Foundation
import Testing

@Suite("JSONParser inputs and string sharing")
struct JSONParserInputTests {
    @Test("parses Data in place")
    func data() throws {
        let data = Data(#"{"a":[true,"é"]}"#.utf8)
        #expect(try JSONParser.parse(data) == ["a": [true, "é"]])
        #expect(try JSONParser.parse(data.dropFirst(5).dropLast()) == [true, "é"])
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Data()) }
    }

    @Test("many distinct and repeated short strings survive the string cache")
    func stringCache() throws {
        // More distinct strings than the cache has slots, interleaved with repeats, of every
        // length around the cache's cut-off, so that slots are evicted and reused.
        var expected: [JSONValue] = []
        for index in 0..<6_000 {
            let length = index % 40
            let text =
                String(repeating: Character(Unicode.Scalar(UInt8(97 + index % 26))), count: length) + "\(index % 700)"
            expected.append(.string(text))
            expected.append(.string("__typename"))
        }
        let document = try JSONValue.array(expected).serialized()
        #expect(try JSONParser.parse(document) == .array(expected))
    }

    @Test("a small document's few cache slots are evicted and refilled correctly")
    func smallDocumentStringCache() throws {
        // Under 512 bytes the cache gets at most 32 slots: 40 distinct short strings, each
        // twice, and keys among them, so that slots are filled, evicted and refilled.
        let strings = (0..<40).map { JSONValue.string("s\($0)") }
        let expected = JSONValue.array(strings + [["s1": "s2", "s39": "s0"]] + strings)
        let document = try expected.serialized()
        #expect(document.count < 512)
        #expect(try JSONParser.parse(document) == expected)
        #expect(try JSONParser.parse("[]") == [])
        #expect(try JSONParser.parse(#"["x"]"#) == ["x"])
    }

    @Test("keys are compared by Unicode scalars, not canonical equivalence")
    func scalarKeys() throws {
        let object = try #require(try JSONParser.parse(#"{"\u00e9":1,"e\u0301":2}"#).objectValue)
        #expect(object.count == 2)
        #expect(object["\u{E9}"] == 1)
        #expect(object["e\u{301}"] == 2)
        let sameLength = try #require(try JSONParser.parse(#"{"\u1e0b\u0323":1,"\u1e0d\u0307":2}"#).objectValue)
        #expect(sameLength.count == 2)
        #expect(sameLength["\u{1E0D}\u{307}"] == 2)
    }
}
