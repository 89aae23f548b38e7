import GraphQLLanguage
import Testing

@Suite struct ProvidedRequiredArgumentsRuleTests {
    let rule = ProvidedRequiredArgumentsRule()

    @Test func givenOptionalAndDefaultedArgumentsPass() throws {
        try expectValid(
            rule,
            "{ complicatedArgs { multipleReqs(req1: 1, req2: 2) "
                + "multipleOpts nonNullFieldWithDefault } dog @withArgs(required: 1) { name } }")
    }

    @Test func missingFieldArgumentsAreReportedAtTheField() throws {
        try expectErrors(
            rule, "{ complicatedArgs { multipleReqs(req2: 2) nonNullIntArgField } }",
            [
                error(
                    "Argument \"ComplicatedArgs.multipleReqs(req1:)\" of "
                        + "type \"Int!\" is required, but it was not provided.", "1:21"),
                error(
                    "Argument \"ComplicatedArgs.nonNullIntArgField(nonNullIntArg:)\" of "
                        + "type \"Int!\" is required, but it was not provided.", "1:43"),
            ])
    }

    @Test func missingDirectiveArgumentsAreReportedAtTheDirective() throws {
        try expectErrors(
            rule, "{ dog { name @include @withArgs(optional: \"y\") } }",
            [
                error("Argument \"@include(if:)\" of type \"Boolean!\" is required, but it was not provided.", "1:14"),
                error(
                    "Argument \"@withArgs(required:)\" of type \"Int!\" is required, but it was not provided.", "1:23"),
            ])
    }

    @Test func anExplicitNullCountsAsProvided() throws {
        try expectValid(rule, "{ complicatedArgs { multipleReqs(req1: null, req2: 2) } }")
    }

    @Test func metaFieldArgumentsAreNamedWithMeta() throws {
        try expectErrors(
            rule, "{ __type { name } }",
            [
                error(
                    "Argument \"<meta>.__type(name:)\" of type \"String!\" is required, but it was not provided.", "1:3"
                )
            ])
    }
}
