import GraphQLLanguage
import Testing

@Suite struct SDLUniqueDirectivesPerLocationRuleTests {
    @Test func repeatedNonRepeatableDirectiveIsReported() throws {
        try expectSchemaErrors(
            "directive @d on OBJECT | FIELD_DEFINITION\ntype Query @d { a: Int @d @d }\nextend type Query @d",
            [
                "The directive \"@d\" can only be used once at this location.",
                "The directive \"@d\" can only be used once at this location.",
            ]
        )
    }

    @Test func repeatableDirectiveMayRepeat() throws {
        try expectSchemaErrors("directive @d repeatable on OBJECT\ntype Query @d @d { a: Int }", [])
    }
}
