import GraphQLLanguage
import Testing

@Suite struct InputObjectFieldsRuleTests {
    @Test func outputTypedFieldIsReported() throws {
        try expectSchemaErrors(
            "type Query { a(i: I): Int } input I { q: Query }",
            ["The type of I.q must be Input Type but got: Query."]
        )
    }

    @Test func emptyInputAndRequiredDeprecatedFieldAreReported() throws {
        try expectSchemaErrors(
            "type Query { a(i: I, e: E): Int } input I { x: Int! @deprecated } input E",
            ["Required input field I.x cannot be deprecated.", "Input Object type E must define one or more fields."]
        )
    }
}
