import GraphQLLanguage
import Testing

@Suite struct UniqueVariableNamesRuleTests {
    let rule = UniqueVariableNamesRule()

    @Test func distinctNamesPerOperationPass() throws {
        try expectValid(rule, "query A($x: Int, $y: String) { __typename } query B($x: String, $y: Int) { __typename }")
    }

    @Test func repeatedNamesAreReportedOnceAtEveryName() throws {
        try expectErrors(
            rule, "query A($x: Int, $x: Int, $x: String) { __typename } query B($y: String, $y: Int) { __typename }",
            [
                error("There can be only one variable named \"$x\".", "1:10", "1:19", "1:28"),
                error("There can be only one variable named \"$y\".", "1:63", "1:75"),
            ])
    }
}
