import GraphQLLanguage
import Testing

@Suite struct NoUndefinedVariablesRuleTests {
    let rule = NoUndefinedVariablesRule()

    @Test func definedVariablesPass() throws {
        try expectValid(
            rule,
            "query Foo($a: Int, $b: Int) { complicatedArgs { ...F } } "
                + "fragment F on ComplicatedArgs { multipleOpts(opt1: $a, opt2: $b) }")
    }

    @Test func undefinedVariableIsReportedAtUseAndOperation() throws {
        try expectErrors(
            rule, "query Foo($a: Int) {\n  complicatedArgs { multipleOpts(opt1: $a, opt2: $b) }\n}",
            [
                error("Variable \"$b\" is not defined by operation \"Foo\".", "2:50", "1:1")
            ])
        try expectErrors(
            rule, "{ complicatedArgs { intArgField(intArg: $a) } }",
            [
                error("Variable \"$a\" is not defined.", "1:41", "1:1")
            ])
    }

    @Test func fragmentVariablesAreCheckedPerOperation() throws {
        try expectErrors(
            rule,
            "query Foo($a: Int) { complicatedArgs { ...F } } query Bar($b: Int) { complicatedArgs { ...F } } "
                + "fragment F on ComplicatedArgs { multipleOpts(opt1: $a, opt2: $b) }",
            [
                error("Variable \"$b\" is not defined by operation \"Foo\".", "1:158", "1:1"),
                error("Variable \"$a\" is not defined by operation \"Bar\".", "1:148", "1:49"),
            ])
    }

    @Test func variablesInsideObjectsAndListsAndDirectivesCount() throws {
        try expectErrors(
            rule,
            "query Foo { dog @skip(if: $c) { name } complicatedArgs { complexArgField(complexArg: "
                + "{requiredField: $a, stringListField: [$b]}) } }",
            [
                error("Variable \"$c\" is not defined by operation \"Foo\".", "1:27", "1:1"),
                error("Variable \"$a\" is not defined by operation \"Foo\".", "1:102", "1:1"),
                error("Variable \"$b\" is not defined by operation \"Foo\".", "1:124", "1:1"),
            ])
    }
}
