import GraphQLLanguage
import Testing

@Suite struct FieldsOnCorrectTypeRuleTests {
    let rule = FieldsOnCorrectTypeRule()

    @Test func definedFieldsAndMetaFieldsPass() throws {
        try expectValid(
            rule,
            "{ dog { name __typename } catOrDog { __typename } "
                + "__schema { queryType { name } } __type(name: \"Dog\") { name } }")
    }

    @Test func unknownFieldSuggestsSimilarFields() throws {
        try expectErrors(
            rule, "fragment F on Dog { meowVolume volume: mooVolume }",
            [
                error("Cannot query field \"meowVolume\" on type \"Dog\". Did you mean \"barkVolume\"?", "1:21"),
                error("Cannot query field \"mooVolume\" on type \"Dog\". Did you mean \"barkVolume\"?", "1:32"),
            ])
    }

    @Test func abstractParentSuggestsTypesThatDefineTheField() throws {
        try expectErrors(
            rule, "{ catOrDog { name } pet { nickname } }",
            [
                error(
                    "Cannot query field \"name\" on type \"CatOrDog\". Did you mean to use an inline "
                        + "fragment on \"Being\", \"Pet\", \"Canine\", \"Cat\", or \"Dog\"?", "1:14"),
                error(
                    "Cannot query field \"nickname\" on "
                        + "type \"Pet\". Did you mean to use an inline fragment on \"Cat\" or \"Dog\"?", "1:27"),
            ])
    }

    @Test func onlyTheOutermostUnknownFieldIsReported() throws {
        try expectErrors(
            rule, "{ dog { unknown_field { deeper_unknown_field } } }",
            [
                error("Cannot query field \"unknown_field\" on type \"Dog\".", "1:9")
            ])
    }

    @Test func introspectionRootFieldsOnlyOnTheQueryType() throws {
        try expectErrors(
            rule, "{ dog { __schema { queryType { name } } } }",
            [
                error("Cannot query field \"__schema\" on type \"Dog\".", "1:9")
            ])
    }
}
