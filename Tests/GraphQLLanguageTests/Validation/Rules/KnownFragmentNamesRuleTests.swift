import GraphQLLanguage
import Testing

@Suite struct KnownFragmentNamesRuleTests {
    let rule = KnownFragmentNamesRule()

    @Test func definedFragmentsPass() throws {
        try expectValid(
            rule,
            "{ human { ...A ... on Human { ...B } } } fragment A on Human { name ...B } fragment B on Human { name }")
    }

    @Test func unknownFragmentsAreReportedAtTheName() throws {
        try expectErrors(
            rule, "{ human { ...Unknown1 ... on Human { ...  Unknown2 } } } fragment A on Human { ...Unknown3 }",
            [
                error("Unknown fragment \"Unknown1\".", "1:14"),
                error("Unknown fragment \"Unknown2\".", "1:43"),
                error("Unknown fragment \"Unknown3\".", "1:83"),
            ])
    }
}
