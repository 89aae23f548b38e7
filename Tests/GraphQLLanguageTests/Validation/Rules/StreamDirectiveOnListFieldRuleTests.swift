import GraphQLLanguage
import Testing

@Suite struct StreamDirectiveOnListFieldRuleTests {
    let rule = StreamDirectiveOnListFieldRule()

    @Test func streamOnListFieldsPasses() throws {
        try expectValid(rule, "{ human { pets @stream { name } relatives @stream(initialCount: 1) { name } } }")
    }

    @Test func streamOnNonListFieldsIsReported() throws {
        try expectErrors(
            rule, "{ dog @stream { name } }",
            [
                error("Directive \"@stream\" cannot be used on non-list field \"Query.dog\".", "1:7")
            ])
    }
}
