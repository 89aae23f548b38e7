import GraphQLLanguage
import Testing

@Suite struct ExecutableDefinitionsRuleTests {
    let rule = ExecutableDefinitionsRule()

    @Test func operationsAndFragmentsAreExecutable() throws {
        try expectValid(rule, "query Foo { dog { name } } fragment F on Dog { name }")
    }

    @Test func typeDefinitionsAreNot() throws {
        try expectErrors(
            rule,
            """
            query Foo { dog { name } }
            type Cow { name: String }
            extend type Dog { color: String }
            """,
            [
                error("The \"Cow\" definition is not executable.", "2:1"),
                error("The \"Dog\" definition is not executable.", "3:1"),
            ])
    }

    @Test func schemaDefinitionsAreNot() throws {
        try expectErrors(
            rule, "schema { query: Query } extend schema @onQuery",
            [
                error("The schema definition is not executable.", "1:1"),
                error("The schema definition is not executable.", "1:25"),
            ])
    }
}
