import GraphQLLanguage
import Testing

@Suite struct UniqueDirectiveNamesRuleTests {
    @Test func duplicateDirectiveIsReported() throws {
        try expectSchemaErrors(
            "directive @a on FIELD\ndirective @a on QUERY\ntype Query { a: Int }",
            ["There can be only one directive named \"@a\"."]
        )
    }

    @Test func redefiningABuiltInDirectiveIsAllowed() throws {
        try expectSchemaErrors("directive @skip(if: Boolean!) on FIELD\ntype Query { a: Int }", [])
    }
}
