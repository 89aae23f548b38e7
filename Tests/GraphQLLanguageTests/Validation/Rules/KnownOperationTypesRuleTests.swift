import GraphQLLanguage
import Testing

@Suite struct KnownOperationTypesRuleTests {
    let rule = KnownOperationTypesRule()

    @Test func operationsOnDefinedRootTypesPass() throws {
        try expectValid(rule, "query Q { dog { name } } mutation M { renameDog(name: \"x\") { name } }")
    }

    @Test func mutationsAndSubscriptionsWithoutARootTypeAreReported() throws {
        let queryOnly = try GraphQLSchema(sdl: "type Query { a: Int }")
        try expectValid(rule, "{ a } query Q { a }", schema: queryOnly)
        try expectErrors(
            rule, "mutation { a }\nsubscription S { a }",
            [
                error("The mutation operation is not supported by the schema.", "1:1"),
                error("The subscription operation is not supported by the schema.", "2:1"),
            ], schema: queryOnly)
    }
}
