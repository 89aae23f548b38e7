import GraphQLLanguage
import Testing

@Suite struct UniqueArgumentDefinitionNamesRuleTests {
    @Test func duplicateFieldAndDirectiveArgumentsAreReported() throws {
        try expectSchemaErrors(
            "directive @d(x: Int, x: Int) on FIELD\ntype Query { a(y: Int, y: String): Int }",
            ["Argument \"@d(x:)\" can only be defined once.", "Argument \"Query.a(y:)\" can only be defined once."]
        )
    }

    @Test func sameArgumentOnDifferentFieldsIsFine() throws {
        try expectSchemaErrors("type Query { a(y: Int): Int b(y: Int): Int }", [])
    }
}
