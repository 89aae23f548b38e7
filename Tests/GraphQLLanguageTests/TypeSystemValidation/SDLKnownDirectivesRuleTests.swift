import GraphQLLanguage
import Testing

@Suite struct SDLKnownDirectivesRuleTests {
    @Test func unknownDirectiveIsReported() throws {
        try expectSchemaErrors("type Query @nope { a: Int }", ["Unknown directive \"@nope\"."])
    }

    @Test func misplacedDirectiveIsReported() throws {
        try expectSchemaErrors(
            "type Query @deprecated { a: Int @specifiedBy(url: \"x\") }",
            [
                "Directive \"@deprecated\" may not be used on OBJECT.",
                "Directive \"@specifiedBy\" may not be used on FIELD_DEFINITION.",
            ]
        )
    }
}
