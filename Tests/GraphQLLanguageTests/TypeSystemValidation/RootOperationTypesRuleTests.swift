import GraphQLLanguage
import Testing

@Suite struct RootOperationTypesRuleTests {
    @Test func missingQueryTypeIsReported() throws {
        try expectSchemaErrors("type Foo { a: Int }", ["Query root type must be provided."])
    }

    @Test func nonObjectRootIsReported() throws {
        try expectSchemaErrors(
            "schema { query: Q mutation: M } type Q { a: Int } input M { a: Int }",
            ["Mutation root type must be Object type if provided, it cannot be M."]
        )
    }

    @Test func sharedRootTypeIsReported() throws {
        try expectSchemaErrors(
            "schema { query: Q mutation: Q } type Q { a: Int }",
            ["All root types must be different, \"Q\" type is used as query and mutation root types."]
        )
    }

    @Test func errorsCarryTheSourceName() throws {
        do {
            _ = try GraphQLSchema(sdl: "schema { query: Q } input Q { a: Int }", sourceName: "api.graphqls")
            Issue.record("expected an error")
        } catch let error as SchemaBuildError {
            #expect(
                error.errors.first?.description
                    == "api.graphqls:1:21: error: Query root type must be Object type, it cannot be Q.")
        }
    }
}
