import GraphQLLanguage
import Testing

@Suite struct DeferStreamDirectiveOnValidOperationsRuleTests {
    let rule = DeferStreamDirectiveOnValidOperationsRule()

    @Test func deferInQueriesAndSwitchedOffInSubscriptionsPasses() throws {
        try expectValid(rule, "{ dog { ... @defer { name } } }")
        try expectValid(
            rule,
            "subscription S($on: Boolean!) { newMessage { ... @defer(if: "
                + "$on) { body } ... @defer(if: false) { sender } } }")
    }

    @Test func deferThatStaysOnInASubscriptionIsReported() throws {
        try expectErrors(
            rule, "subscription S { newMessage { ...F } } fragment F on Message { ... @defer { body } }",
            [
                error(
                    "Defer directive not supported on subscription operations. "
                        + "Disable `@defer` by setting the `if` argument to `false`.", "1:68")
            ])
    }
}
