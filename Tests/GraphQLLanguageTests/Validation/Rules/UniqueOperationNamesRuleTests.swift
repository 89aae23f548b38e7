import GraphQLLanguage
import Testing

@Suite struct UniqueOperationNamesRuleTests {
    let rule = UniqueOperationNamesRule()

    @Test func distinctNamesAndAnonymousOperationsPass() throws {
        try expectValid(rule, "{ dog { name } }")
        try expectValid(rule, "query Foo { dog { name } } query Bar { dog { name } }")
        try expectValid(rule, "query Foo { dog { name } } fragment Foo on Dog { name }")
    }

    @Test func repeatedNameIsReportedAtBothNames() throws {
        try expectErrors(
            rule, "query Foo { dog { name } } mutation Foo { dog { name } }",
            [
                error("There can be only one operation named \"Foo\".", "1:7", "1:37")
            ])
    }

    @Test func eachRepetitionIsReported() throws {
        try expectErrors(
            rule,
            """
            query Foo { a }
            subscription Foo { b }
            query Foo { c }
            """,
            [
                error("There can be only one operation named \"Foo\".", "1:7", "2:14"),
                error("There can be only one operation named \"Foo\".", "1:7", "3:7"),
            ])
    }
}
