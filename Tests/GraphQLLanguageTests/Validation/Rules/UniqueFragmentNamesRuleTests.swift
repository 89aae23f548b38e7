import GraphQLLanguage
import Testing

@Suite struct UniqueFragmentNamesRuleTests {
    let rule = UniqueFragmentNamesRule()

    @Test func distinctNamesPass() throws {
        try expectValid(
            rule,
            "{ dog { ...A ...B ... on Dog { name } ... on Dog { barks } } } "
                + "fragment A on Dog { name } fragment B on Dog { barks }")
    }

    @Test func repeatedNamesAreReportedAtTheNames() throws {
        try expectErrors(
            rule, "fragment A on Dog { name }\nfragment A on Dog { barks }\nfragment A on Dog { nickname }",
            [
                error("There can be only one fragment named \"A\".", "1:10", "2:10"),
                error("There can be only one fragment named \"A\".", "1:10", "3:10"),
            ])
    }
}
