import GraphQLLanguage
import Testing

@Suite struct FragmentsOnCompositeTypesRuleTests {
    let rule = FragmentsOnCompositeTypesRule()

    @Test func compositeConditionsPass() throws {
        try expectValid(
            rule, "fragment A on Dog { name } fragment B on Pet { name } fragment C on CatOrDog { __typename }")
        try expectValid(rule, "{ dog { ... { name } ... on Dog { barks } } }")
    }

    @Test func leafAndInputConditionsAreReported() throws {
        try expectErrors(
            rule,
            """
            fragment A on Boolean { bad }
            fragment B on ComplexInput { stringField }
            """,
            [
                error("Fragment \"A\" cannot condition on non composite type \"Boolean\".", "1:15"),
                error("Fragment \"B\" cannot condition on non composite type \"ComplexInput\".", "2:15"),
            ])
        try expectErrors(
            rule, "{ dog { ... on FurColor { bad } } }",
            [
                error("Fragment cannot condition on non composite type \"FurColor\".", "1:16")
            ])
    }

    @Test func unknownTypesAreLeftToKnownTypeNames() throws {
        try expectValid(rule, "fragment A on Unknown { name }")
    }
}
