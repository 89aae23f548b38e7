import GraphQLLanguage
import Testing

@Suite struct KnownArgumentNamesRuleTests {
    let rule = KnownArgumentNamesRule()

    @Test func definedArgumentsPass() throws {
        try expectValid(
            rule,
            "{ dog { doesKnowCommand(dogCommand: SIT) isAtLocation(x: 1, "
                + "y: 2) name @skip(if: true) } __type(name: \"Dog\") { name } }")
    }

    @Test func unknownFieldArgumentsAreReportedWithSuggestions() throws {
        try expectErrors(
            rule, "{ dog { doesKnowCommand(dogcommand: SIT, whoKnows: 1) } }",
            [
                error(
                    "Unknown argument \"dogcommand\" on field \"Dog.doesKnowCommand\". Did you mean \"dogCommand\"?",
                    "1:25"),
                error("Unknown argument \"whoKnows\" on field \"Dog.doesKnowCommand\".", "1:42"),
            ])
    }

    @Test func unknownDirectiveArgumentsAreReported() throws {
        try expectErrors(
            rule, "{ dog { name @skip(iff: true) } }",
            [
                error("Unknown argument \"iff\" on directive \"@skip\". Did you mean \"if\"?", "1:20")
            ])
    }

    @Test func argumentsOfUnknownFieldsAndDirectivesAreLeftAlone() throws {
        try expectValid(rule, "{ dog { unknownField(unknownArg: 1) name @unknownDirective(arg: 1) } }")
    }
}
