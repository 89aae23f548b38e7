import GraphQLLanguage
import Testing

@Suite struct UniqueArgumentNamesRuleTests {
    let rule = UniqueArgumentNamesRule()

    @Test func distinctArgumentsPass() throws {
        try expectValid(rule, "{ dog { isAtLocation(x: 1, y: 2) name @skip(if: true) } }")
    }

    @Test func repeatedArgumentsAreReportedOnceAtEveryOccurrence() throws {
        try expectErrors(
            rule, "{ dog { isAtLocation(x: 1, x: 2, x: 3) name @skip(if: true, if: false) } }",
            [
                error("There can be only one argument named \"x\".", "1:22", "1:28", "1:34"),
                error("There can be only one argument named \"if\".", "1:51", "1:61"),
            ])
    }
}
