import GraphQLLanguage
import Testing

@Suite struct InputObjectCyclesRuleTests {
    @Test func nonNullCycleIsReportedWithItsPath() throws {
        try expectSchemaErrors(
            "type Query { a(i: A): Int } input A { b: B! } input B { a: A! }",
            ["Cannot reference Input Object \"A\" within itself through a series of non-null fields: \"b.a\"."]
        )
    }

    @Test func nullableOrListCyclesAreFine() throws {
        try expectSchemaErrors("type Query { a(i: A): Int } input A { b: B! } input B { a: A list: [A!]! }", [])
    }
}
