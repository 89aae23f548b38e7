import GraphQLLanguage
import Testing

@Suite struct DirectiveDefinitionsRuleTests {
    @Test func outputTypedArgumentIsReported() throws {
        try expectSchemaErrors(
            "directive @d(x: Query) on FIELD\ntype Query { a: Int }",
            ["The type of @d(x:) must be Input Type but got: Query."]
        )
    }

    @Test func requiredDeprecatedArgumentIsReported() throws {
        try expectSchemaErrors(
            "directive @d(x: Int! @deprecated) on FIELD\ntype Query { a: Int }",
            ["Required argument @d(x:) cannot be deprecated."]
        )
    }
}
