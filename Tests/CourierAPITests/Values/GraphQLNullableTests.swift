import CourierAPI
import Testing

/// Shaped like a generated input object.
private struct ReviewInput: JSONValueEncodable {
    var stars: Int
    var commentary: GraphQLNullable<String> = nil
    var favoriteColor: GraphQLNullable<[String]> = nil

    var __jsonValue: JSONValue {
        var object = JSONObject()
        object.set("stars", stars)
        object.set("commentary", commentary)
        object.set("favoriteColor", favoriteColor)
        return .object(object)
    }
}

@Suite("GraphQLNullable")
struct GraphQLNullableTests {
    @Test("absent keys are omitted, null is written, values are written")
    func serialization() throws {
        #expect(try ReviewInput(stars: 5).__jsonValue.jsonString() == #"{"stars":5}"#)
        #expect(
            try ReviewInput(stars: 5, commentary: .null).__jsonValue.jsonString() == #"{"stars":5,"commentary":null}"#)
        let full = ReviewInput(stars: 1, commentary: "meh", favoriteColor: .some(["red", "blue"]))
        #expect(try full.__jsonValue.jsonString() == #"{"stars":1,"commentary":"meh","favoriteColor":["red","blue"]}"#)
    }

    @Test("literals: nil means absent, other literals mean a value")
    func literals() {
        let absent: GraphQLNullable<String> = nil
        let text: GraphQLNullable<String> = "x"
        let number: GraphQLNullable<Int> = 3
        let double: GraphQLNullable<Double> = 1.5
        let flag: GraphQLNullable<Bool> = false
        #expect(absent == .none && absent.isAbsent)
        #expect(text == .some("x") && text.unwrapped == "x")
        #expect(number == .some(3))
        #expect(double == .some(1.5))
        #expect(flag == .some(false))
        #expect(GraphQLNullable<Int>.null.unwrapped == nil && !GraphQLNullable<Int>.null.isAbsent)
    }

    @Test("conversions from optionals and map")
    func conversions() {
        #expect(GraphQLNullable<Int>(nullIfNil: nil) == .null)
        #expect(GraphQLNullable(nullIfNil: 4) == .some(4))
        #expect(GraphQLNullable.some(2).map { $0 * 10 } == .some(20))
        #expect(GraphQLNullable<Int>.null.map { $0 * 10 } == .null)
        #expect(GraphQLNullable<Int>.none.map { $0 * 10 } == .none)
        #expect(GraphQLNullable<Int>.none.jsonValue == nil)
        #expect(GraphQLNullable<Int>.null.jsonValue == .null)
    }
}
