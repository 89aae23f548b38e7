import GraphQLLanguage
import Testing

@Suite struct NoUnusedVariablesRuleTests {
    let rule = NoUnusedVariablesRule()

    @Test func variablesUsedDirectlyOrThroughFragmentsPass() throws {
        try expectValid(
            rule,
            "query Foo($a: Int, $b: Boolean!) { dog @include(if: $b) { name } complicatedArgs { ...F } } "
                + "fragment F on ComplicatedArgs { ...G } fragment G on ComplicatedArgs { multipleOpts(opt1: $a) }")
    }

    @Test func unusedVariablesAreReported() throws {
        try expectErrors(
            rule, "query Foo($a: Int, $b: Int, $c: Int) { complicatedArgs { multipleOpts(opt1: $a) } }",
            [
                error("Variable \"$b\" is never used in operation \"Foo\".", "1:20"),
                error("Variable \"$c\" is never used in operation \"Foo\".", "1:29"),
            ])
        try expectErrors(
            rule, "query ($a: Int) { dog { name } }",
            [
                error("Variable \"$a\" is never used.", "1:8")
            ])
    }
}
