import GraphQLLanguage
import Testing

@Suite struct NoFragmentCyclesRuleTests {
    let rule = NoFragmentCyclesRule()

    @Test func repeatedButAcyclicSpreadsPass() throws {
        try expectValid(
            rule, "fragment A on Dog { ...B ...B } fragment B on Dog { name ...C } fragment C on Dog { name }")
    }

    @Test func directSelfSpreadIsReported() throws {
        try expectErrors(
            rule, "fragment A on Dog { name ... on Dog { ...A } }",
            [
                error("Cannot spread fragment \"A\" within itself.", "1:39")
            ])
    }

    @Test func indirectCycleNamesThePath() throws {
        try expectErrors(
            rule, "fragment A on Dog { ...B }\nfragment B on Dog { ...C }\nfragment C on Dog { ...A }",
            [
                error("Cannot spread fragment \"A\" within itself via \"B\", \"C\".", "1:21", "2:21", "3:21")
            ])
    }

    @Test func eachCycleIsReportedOnce() throws {
        try expectErrors(
            rule, "fragment A on Dog { ...B ...C } fragment B on Dog { ...A } fragment C on Dog { ...A }",
            [
                error("Cannot spread fragment \"A\" within itself via \"B\".", "1:21", "1:53"),
                error("Cannot spread fragment \"A\" within itself via \"C\".", "1:26", "1:80"),
            ])
    }
}
