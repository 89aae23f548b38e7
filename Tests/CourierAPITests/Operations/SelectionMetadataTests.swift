import CourierAPI
import Testing

/// Field keys, argument resolution and `@include`/`@skip` conditions of selection metadata.
@Suite struct SelectionMetadataTests {
    @Test func fieldKeysSortArgumentsAndResolveVariables() {
        let field = Field(
            "reviews", type: .scalar,
            arguments: ["first": .variable("count"), "episode": "JEDI", "after": .variable("cursor")])
        #expect(
            field.cacheKey(variables: ["count": 10, "cursor": "abc"]) == "reviews(after:abc,episode:JEDI,first:10)")
        #expect(field.cacheKey(variables: ["count": 10]) == "reviews(episode:JEDI,first:10)")
        #expect(field.cacheKey(variables: ["count": nil]) == "reviews(episode:JEDI,first:null)")
    }

    @Test func nestedArgumentsPrintWithSortedKeys() {
        let field = Field(
            "createReview", alias: "review", type: .scalar,
            arguments: [
                "review": ["stars": .variable("stars"), "commentary": "Great", "tags": ["a", 1, true, nil]]
            ])
        #expect(field.responseKey == "review")
        #expect(
            field.cacheKey(variables: ["stars": 5])
                == "createReview(review:{commentary:Great,stars:5,tags:[a,1,true,null]})")
    }

    @Test(
        arguments: [
            (["a": true, "b": false], true),
            (["a": false, "b": false], true),
            (["a": false, "b": true], false),
            ([:], true),
        ] as [(JSONObject, Bool)])
    func conditionsInDisjunctiveNormalForm(_ variables: JSONObject, _ expected: Bool) {
        // @include(if: $a) OR @skip(if: $b)
        let conditions: Conditions = [["a"], [!"b"]]
        #expect(conditions.evaluate(variables) == expected)
    }

    @Test func conjunctionsNeedEveryCondition() {
        let conditions: Conditions = [["a", !"b"]]
        #expect(conditions.evaluate(["a": true, "b": false]))
        #expect(!conditions.evaluate(["a": true, "b": true]))
        #expect(!conditions.evaluate(["b": false]))
    }

    @Test func outputTypesDescribeNullabilityAndLists() {
        guard case .nonNull(.list(.scalar)) = [String?].__outputType else {
            Issue.record("[String?] should be a non-null list of nullable scalars")
            return
        }
        guard case .list(.nonNull(.list(.nonNull(.scalar)))) = [[Double]]?.__outputType else {
            Issue.record("[[Double]]? should be a nullable list of non-null lists")
            return
        }
        #expect([[Int]]?.__outputType.selectionSet == nil)
    }
}
