import GraphQLLanguage
import Testing

@Suite struct DeferStreamDirectiveLabelRuleTests {
    let rule = DeferStreamDirectiveLabelRule()

    @Test func distinctStaticLabelsPass() throws {
        try expectValid(
            rule, "{ dog { ... @defer(label: \"a\") { name } } human { pets @stream(label: \"b\") { name } } }")
    }

    @Test func repeatedAndDynamicLabelsAreReported() throws {
        try expectErrors(
            rule,
            "query Q($l: String) { dog { ... @defer(label: \"a\") { name } ... "
                + "@defer(label: \"a\") { barks } ... @defer(label: $l) { nickname } } }",
            [
                error(
                    "Value for arguments \"defer(label:)\" and \"stream(label:)\" "
                        + "must be unique across all Defer/Stream directive usages.", "1:33", "1:65"),
                error("Argument \"@defer(label:)\" must be a static string.", "1:98"),
            ])
    }
}
