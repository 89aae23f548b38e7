import GraphQLLanguage
import Testing

@Suite struct UniqueInputFieldNamesRuleTests {
    let rule = UniqueInputFieldNamesRule()

    @Test func distinctFieldsPass() throws {
        try expectValid(
            rule,
            "{ complicatedArgs { complexArgField(complexArg: {requiredField: true, nested: {requiredField: false}}) } }"
        )
    }

    @Test func repeatedFieldsAreReportedAgainstTheFirst() throws {
        try expectErrors(
            rule, "{ complicatedArgs { complexArgField(complexArg: {intField: 1, intField: 2, intField: 3}) } }",
            [
                error("There can be only one input field named \"intField\".", "1:50", "1:63"),
                error("There can be only one input field named \"intField\".", "1:50", "1:76"),
            ])
    }

    @Test func nestedObjectsAndVariableDefaultsAreChecked() throws {
        try expectErrors(
            rule,
            "query Q($a: ComplexInput = {b: 1, b: 2}) { complicatedArgs "
                + "{ complexArgField(complexArg: {nested: {c: 1, c: 2}}) } }",
            [
                error("There can be only one input field named \"b\".", "1:29", "1:35"),
                error("There can be only one input field named \"c\".", "1:100", "1:106"),
            ])
    }
}
