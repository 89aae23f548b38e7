import CourierAPI
import Testing

/// How selection sets write JSON: deep merges of type cases and fragments, absent variables.
@Suite struct JSONObjectMergeTests {
    @Test func mergeCombinesNestedObjectsAndListsElementwise() {
        var base: JSONObject = ["hero": ["name": "R2-D2", "friends": [["name": "Luke"], ["name": "Han"]]]]
        base.__merge(["hero": ["id": "2001", "friends": [["id": "1000"], ["id": "1002"]]]])
        #expect(
            base == [
                "hero": [
                    "name": "R2-D2", "id": "2001",
                    "friends": [["name": "Luke", "id": "1000"], ["name": "Han", "id": "1002"]],
                ]
            ])
    }

    @Test func mergeReplacesScalarsAndMismatchedLists() {
        var base: JSONObject = ["a": 1, "list": [1, 2]]
        base.__merge(["a": 2, "list": [3]])
        #expect(base == ["a": 2, "list": [3]])
    }

    @Test func compactingLeavesOutNil() {
        let nullable: GraphQLNullable<String> = nil
        let object = JSONObject.__compacting([
            "a": nullable.jsonValue, "b": GraphQLNullable<String>.null.jsonValue, "c": "x".__jsonValue,
        ])
        #expect(object.keys == ["b", "c"])
        #expect(object["b"] == .null)
    }

    @Test func conditionalValuesAreLeftOutWhenNil() {
        let absent: String? = nil
        let present: String? = "R2-D2"
        let nullable: String? = nil
        let object = JSONObject.__object(["a": absent.__conditional, "b": present.__conditional, "c": nullable])
        #expect(object == ["b": "R2-D2", "c": nil])
    }
}
