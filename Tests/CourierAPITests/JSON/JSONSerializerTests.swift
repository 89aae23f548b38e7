import CourierAPI
import Testing

@Suite("JSONSerializer and round trips")
struct JSONSerializerTests {
    @Test(
        "writes compact JSON with escapes",
        arguments: [
            (JSONValue.null, "null"),
            (true, "true"),
            (-42, "-42"),
            (.number(.integer(.min)), "-9223372036854775808"),
            (1.5, "1.5"),
            (0.1, "0.1"),
            (1e100, "1e+100"),
            (.number(.double(-0.0)), "-0.0"),
            (.number(.literal("123456789012345678901234567890")), "123456789012345678901234567890"),
            ("a\"b\\c/d\n\r\t\u{08}\u{0C}\u{01}\u{1F}é😀", #""a\"b\\c/d\n\r\t\b\f\u0001\u001fé😀""#),
            ([1, [2, [3]], [:]] as JSONValue, "[1,[2,[3]],{}]"),
            (["z": 1, "a": ["y": nil, "b": true]] as JSONValue, #"{"z":1,"a":{"y":null,"b":true}}"#),
        ])
    func compact(value: JSONValue, expected: String) throws {
        #expect(try value.jsonString() == expected)
    }

    @Test("sortedKeys orders keys by UTF-8 bytes at every level")
    func sortedKeys() throws {
        let value: JSONValue = ["b": 1, "a": ["d": 1, "c": 2], "é": 0, "Z": 3]
        #expect(try value.jsonString(options: .sortedKeys) == #"{"Z":3,"a":{"c":2,"d":1},"b":1,"é":0}"#)
        #expect(try value.jsonString() == #"{"b":1,"a":{"d":1,"c":2},"é":0,"Z":3}"#)
    }

    @Test("non-finite doubles are a typed error", arguments: [Double.infinity, -.infinity, .nan])
    func nonFinite(number: Double) {
        #expect(throws: JSONSerializationError.self) { try JSONValue.array([.number(.double(number))]).serialized() }
    }

    @Test(
        "parse → serialize → parse is the identity",
        arguments: [
            #"{"data":{"hero":{"__typename":"Droid","id":"2001","name":"R2-D2","friends":[{"name":"Luke"},null]}}}"#,
            #"[0,-1,1.25,-0.0,1e-7,123456789012345678901234567890,1e400,9007199254740993,0.30000000000000004]"#,
            #"{"s":"\u0000\u001f\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 ok","e":"","n":null,"t":true,"f":false}"#,
        ])
    func roundTrip(document: String) throws {
        let value = try JSONParser.parse(document)
        let bytes = try value.serialized()
        let reparsed = try JSONParser.parse(bytes)
        #expect(reparsed == value)
        #expect(try reparsed.serialized() == bytes)
    }

    @Test("doubles round-trip exactly through text")
    func doubleRoundTrip() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let bits = generator.next() as UInt64
            let double = Double(bitPattern: bits)
            guard double.isFinite else { continue }
            let text = try JSONValue.number(.double(double)).jsonString()
            let parsed = try JSONParser.parse(text)
            #expect(parsed.numberValue?.doubleValue.bitPattern == double.bitPattern, "\(text)")
        }
    }

    @Test("object equality ignores member order; hashing agrees")
    func objectEquality() {
        let left: JSONValue = ["a": 1, "b": [1, 2]]
        let right: JSONValue = ["b": [1, 2], "a": 1]
        #expect(left == right)
        #expect(left.hashValue == right.hashValue)
        #expect(left != ["a": 1, "b": [2, 1]])
        #expect(JSONValue.number(.integer(1)) != .number(.double(1)))
    }

    @Test("objects can be edited in place, small and large")
    func objectEditing() {
        for size in [3, JSONObject.indexThreshold + 4] {
            var object = JSONObject((0..<size).map { ("k\($0)", JSONValue.number(.integer(Int64($0)))) })
            object["k1"] = "changed"
            object["new"] = true
            object["k0"] = nil
            #expect(object.count == size)
            #expect(object.keys.first == "k1")
            #expect(object["k1"] == "changed")
            #expect(object["new"] == true)
            #expect(object["k0"] == nil)
            #expect(object.position(of: "new") == size - 1)
        }
    }
}

@Suite("JSONValue literals and accessors")
struct JSONValueLiteralTests {
    @Test("literals build the matching cases; a repeated literal key keeps its first position")
    func literals() {
        let value: JSONValue = ["b": 1, "a": 2.5, "b": "last", "n": nil, "t": true, "l": [1, "x"]]
        let object = value.objectValue
        #expect(object?.keys == ["b", "a", "n", "t", "l"])
        #expect(value["b"] == .string("last"))
        #expect(value["a"]?.numberValue == .double(2.5))
        #expect(value["n"]?.isNull == true)
        #expect(value["t"]?.boolValue == true)
        #expect(value["l"]?[1]?.stringValue == "x")
        #expect(value["l"]?[2] == nil)
        #expect(value["missing"] == nil)
        #expect(value.kindName == "object")
    }

    @Test("numbers convert where exact")
    func numberConversions() {
        #expect(JSONNumber.double(3).int64Value == 3)
        #expect(JSONNumber.double(3.5).int64Value == nil)
        #expect(JSONNumber.literal("1e400").doubleValue == .infinity)
        #expect(JSONNumber.literal("1e400").int64Value == nil)
        #expect(JSONNumber.integer(-4).description == "-4")
    }
}
