import GraphQLLanguage
import Testing

@Suite struct KnownTypeNamesRuleTests {
    let rule = KnownTypeNamesInDocumentRule()

    @Test func knownTypesPass() throws {
        try expectValid(
            rule,
            "query Foo($a: String, $b: [Int!]!, $c: ComplexInput) { dog { ... on Canine { name } ...F } } "
                + "fragment F on Dog { name }")
    }

    @Test func unknownTypesAreReportedWithSuggestions() throws {
        try expectErrors(
            rule,
            """
            query Foo($var: [Strin]!, $b: JumbledUpLetters) {
              dog { ... on Badger { name } ...F }
            }
            fragment F on Peat { name }
            """,
            [
                error("Unknown type \"Strin\". Did you mean \"String\"?", "1:18"),
                error("Unknown type \"JumbledUpLetters\".", "1:31"),
                error("Unknown type \"Badger\".", "2:16"),
                error("Unknown type \"Peat\". Did you mean \"Pet\" or \"Cat\"?", "4:15"),
            ])
    }
}
