import GraphQLLanguage
import Testing

@Suite struct KnownDirectivesRuleTests {
    let rule = KnownDirectivesInDocumentRule()

    @Test func directivesInTheirLocationsPass() throws {
        try expectValid(
            rule,
            """
            query Foo($var: Boolean @onVariableDefinition) @onQuery {
              dog @onField @include(if: $var) { name }
              ...Frag @onFragmentSpread
              ... @onInlineFragment { dog { name } }
            }
            mutation Bar @onMutation { renameDog(name: "x") { name } }
            subscription Baz @onSubscription { newMessage { body } }
            fragment Frag on Query @onFragmentDefinition { dog { name } }
            """)
    }

    @Test func unknownDirectivesAreReported() throws {
        try expectErrors(
            rule, "{ dog @unknown(directive: \"value\") { name @unknown } }",
            [
                error("Unknown directive \"@unknown\".", "1:7"),
                error("Unknown directive \"@unknown\".", "1:43"),
            ])
    }

    @Test func misplacedDirectivesNameTheLocation() throws {
        try expectErrors(
            rule,
            "query Foo($v: Boolean @onQuery) @onField { dog @onQuery { name } ... @onFragmentSpread { dog { name } } }",
            [
                error("Directive \"@onQuery\" may not be used on VARIABLE_DEFINITION.", "1:23"),
                error("Directive \"@onField\" may not be used on QUERY.", "1:33"),
                error("Directive \"@onQuery\" may not be used on FIELD.", "1:48"),
                error("Directive \"@onFragmentSpread\" may not be used on INLINE_FRAGMENT.", "1:70"),
            ])
    }
}
