import GraphQLLanguage
import Testing

@Suite struct NoUnusedFragmentsRuleTests {
    let rule = NoUnusedFragmentsRule()

    @Test func fragmentsReachedThroughOtherFragmentsPass() throws {
        try expectValid(
            rule, "query Foo { human { ...A } } fragment A on Human { name ...B } fragment B on Human { name }")
    }

    @Test func unreachedFragmentsAreReported() throws {
        try expectErrors(
            rule,
            """
            query Foo { human { ...A } }
            fragment A on Human { name }
            fragment Unused1 on Human { name }
            fragment Unused2 on Human { ...Unused1 }
            """,
            [
                error("Fragment \"Unused1\" is never used.", "3:1"),
                error("Fragment \"Unused2\" is never used.", "4:1"),
            ])
    }

    @Test func cyclesDoNotKeepFragmentsAlive() throws {
        try expectErrors(
            rule, "{ human { name } } fragment C on Human { ...C }",
            [
                error("Fragment \"C\" is never used.", "1:20")
            ])
    }
}
