import GraphQLLanguage
import Testing

@Suite struct UniqueOperationTypesRuleTests {
    @Test func extensionMayAddAnotherOperation() throws {
        try expectSchemaErrors(
            "schema { query: Q } extend schema { mutation: M } type Q { a: Int } type M { b: Int }", [])
    }

    @Test func repeatedOperationIsReported() throws {
        try expectSchemaErrors(
            "schema { query: Q query: Q } extend schema { query: Q } type Q { a: Int }",
            ["There can be only one query type in schema.", "There can be only one query type in schema."]
        )
    }
}
