import CourierAPI
import Testing

/// ``JSONTapeValue/memberKeys`` and the integer handles ``JSONTapeValue/position`` /
/// ``JSONTape/value(at:)``, which the introspection reader walks a tape with.
@Suite struct JSONTapeValueKeysTests {
    @Test func memberKeysListAnObjectsKeysAsWritten() throws {
        let tape = try JSONTape(parsing: #"{"b": {"deep": [1, {"x": 2}]}, "a\u00e9": null, "b": 3, "c": []}"#)
        #expect(tape.root.memberKeys == ["b", "aé", "b", "c"])
        #expect(tape.root["c"]?.memberKeys == [])
        #expect(try JSONTape(parsing: "[1]").root.memberKeys == [])
    }

    @Test func positionsRoundTripToTheSameValue() throws {
        let tape = try JSONTape(parsing: #"{"list": [true, "two", {"three": 3}]}"#)
        let list = try #require(tape.root["list"])
        var positions: [Int] = []
        list.forEachElement { positions.append($0.position) }
        #expect(positions.count == 3)
        #expect(tape.value(at: positions[0]).boolValue == true)
        #expect(tape.value(at: positions[1]).stringValue == "two")
        #expect(tape.value(at: positions[2])["three"]?.numberValue?.int64Value == 3)
        #expect(tape.value(at: tape.root.position).isObject)
    }
}
