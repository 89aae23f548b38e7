import GraphQLLanguage
import Testing

@Suite struct LoneSchemaDefinitionRuleTests {
    @Test func oneSchemaDefinitionIsFine() throws {
        try expectSchemaErrors("schema { query: Q } type Q { a: Int }", [])
    }

    @Test func secondSchemaDefinitionIsReported() throws {
        try expectSchemaErrors(
            "schema { query: Q } schema { query: Q } type Q { a: Int }",
            [
                "There can be only one query type in schema.",  // graphql-js reports the second root too
                "Must provide only one schema definition.",
            ])
    }
}
