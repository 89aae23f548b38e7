import GraphQLLanguage
import Testing

@Suite struct OutputFieldsRuleTests {
    @Test func typeWithoutFieldsIsReported() throws {
        try expectSchemaErrors("type Query { a: Int } type Empty", ["Type Empty must define one or more fields."])
    }

    @Test func inputTypedFieldAndOutputTypedArgumentAreReported() throws {
        try expectSchemaErrors(
            "type Query { a: In b(x: Query): Int } input In { f: Int }",
            [
                "The type of Query.a must be Output Type but got: In.",
                "The type of Query.b(x:) must be Input Type but got: Query.",
            ]
        )
    }

    @Test func requiredDeprecatedArgumentIsReported() throws {
        try expectSchemaErrors(
            "type Query { a(x: Int! @deprecated, y: Int! = 1 @deprecated): Int }",
            ["Required argument Query.a(x:) cannot be deprecated."]
        )
    }
}
