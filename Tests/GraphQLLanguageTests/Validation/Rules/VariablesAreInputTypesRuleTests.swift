import GraphQLLanguage
import Testing

@Suite struct VariablesAreInputTypesRuleTests {
    let rule = VariablesAreInputTypesRule()

    @Test func inputTypesPass() throws {
        try expectValid(
            rule, "query Foo($a: String, $b: [Boolean!]!, $c: ComplexInput, $d: FurColor, $e: Unknown) { dog { name } }"
        )
    }

    @Test func outputTypesAreReportedAtTheType() throws {
        try expectErrors(
            rule, "query Foo($a: Dog, $b: [[CatOrDog!]]!, $c: Pet) { dog { name } }",
            [
                error("Variable \"$a\" cannot be non-input type \"Dog\".", "1:15"),
                error("Variable \"$b\" cannot be non-input type \"[[CatOrDog!]]!\".", "1:24"),
                error("Variable \"$c\" cannot be non-input type \"Pet\".", "1:44"),
            ])
    }
}
