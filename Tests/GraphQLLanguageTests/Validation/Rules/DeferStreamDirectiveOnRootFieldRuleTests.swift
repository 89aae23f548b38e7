import GraphQLLanguage
import Testing

@Suite struct DeferStreamDirectiveOnRootFieldRuleTests {
    let rule = DeferStreamDirectiveOnRootFieldRule()

    @Test func deferUnderQueryRootAndNestedFieldsPasses() throws {
        try expectValid(
            rule, "{ ... @defer { dog { name } } } mutation { renameDog(name: \"x\") { ... @defer { name } } }")
    }

    @Test func deferAndStreamOnMutationOrSubscriptionRootAreReported() throws {
        try expectErrors(
            rule, "mutation { ... @defer { adopt } } subscription { importantEmails @stream }",
            [
                error("Defer directive cannot be used on root mutation type \"Mutation\".", "1:16"),
                error("Stream directive cannot be used on root subscription type \"Subscription\".", "1:66"),
            ])
    }
}
