import GraphQLLanguage
import Testing

@Suite struct UnionMembersRuleTests {
    @Test func nonObjectAndRepeatedMembersAreReported() throws {
        try expectSchemaErrors(
            "type Query { u: U } type A { x: Int } interface I { x: Int } union U = A | I | A",
            [
                "Union type U can only include Object types, it cannot include I.",
                "Union type U can only include type A once.",
            ]
        )
    }

    @Test func emptyUnionIsReported() throws {
        try expectSchemaErrors("type Query { u: U } union U", ["Union type U must define one or more member types."])
    }
}
