import GraphQLLanguage
import Testing

@Suite struct UniqueDirectivesPerLocationRuleTests {
    let rule = UniqueDirectivesPerLocationInDocumentRule()

    @Test func distinctAndRepeatableDirectivesPass() throws {
        try expectValid(
            rule, "{ dog @onField @skip(if: false) @include(if: true) { name } cat @repeatable @repeatable { name } }")
        try expectValid(rule, "{ dog @onField { name @onField } }")
    }

    @Test func repeatedDirectivesAreReportedAgainstTheFirst() throws {
        try expectErrors(
            rule, "{ dog @onField @onField @onField { name } }",
            [
                error("The directive \"@onField\" can only be used once at this location.", "1:7", "1:16"),
                error("The directive \"@onField\" can only be used once at this location.", "1:7", "1:25"),
            ])
    }

    @Test func everyExecutableLocationIsChecked() throws {
        try expectErrors(
            rule,
            "query Q @onQuery @onQuery { dog { ...F @onFragmentSpread @onFragmentSpread } } "
                + "fragment F on Dog @onFragmentDefinition @onFragmentDefinition { name }",
            [
                error("The directive \"@onQuery\" can only be used once at this location.", "1:9", "1:18"),
                error("The directive \"@onFragmentSpread\" can only be used once at this location.", "1:40", "1:58"),
                error(
                    "The directive \"@onFragmentDefinition\" can only be used once at this location.", "1:98", "1:120"),
            ])
    }
}
