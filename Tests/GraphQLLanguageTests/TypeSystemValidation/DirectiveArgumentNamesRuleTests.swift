import GraphQLLanguage
import Testing

@Suite struct DirectiveArgumentNamesRuleTests {
    @Test func unknownAndRepeatedArgumentsAreReported() throws {
        try expectSchemaErrors(
            "type Query { a: Int @deprecated(why: \"x\") b: Int @deprecated(reason: \"x\", reason: \"y\") }",
            [
                "Unknown argument \"why\" on directive \"@deprecated\".",
                "There can be only one argument named \"reason\".",
            ]
        )
    }
}
