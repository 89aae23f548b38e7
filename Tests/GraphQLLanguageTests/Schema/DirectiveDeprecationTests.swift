import GraphQLLanguage
import Testing

/// `@deprecated` on directive definitions (location `DIRECTIVE_DEFINITION`, graphql-js 17).
@Suite struct DirectiveDeprecationTests {
    let sdl = """
        directive @old(a: Int) @deprecated(reason: "Use @new.") repeatable on FIELD
        directive @older @deprecated on FIELD
        directive @new on FIELD | FRAGMENT_VARIABLE_DEFINITION | DIRECTIVE_DEFINITION
        type Query { a: Int }
        """

    @Test func theBuiltSchemaKeepsTheReason() throws {
        let schema = try GraphQLSchema(sdl: sdl)
        #expect(schema.directives["old"]?.deprecationReason == "Use @new.")
        #expect(schema.directives["older"]?.deprecationReason == GraphQLSchema.defaultDeprecationReason)
        #expect(schema.directives["new"]?.deprecationReason == nil)
        #expect(schema.directives["new"]?.locations == [.field, .fragmentVariableDefinition, .directiveDefinition])
        #expect(schema.directives["deprecated"]?.locations.contains(.directiveDefinition) == true)
    }

    @Test func theSchemaPrintsItAsGraphQLCoreDoes() throws {
        let printed = try GraphQLSchema(sdl: sdl).printSDL()
        #expect(
            printed.hasPrefix(
                """
                directive @old(a: Int) @deprecated(reason: "Use @new.") repeatable on FIELD

                directive @older @deprecated on FIELD

                directive @new on FIELD | FRAGMENT_VARIABLE_DEFINITION | DIRECTIVE_DEFINITION
                """))
    }

    @Test func theDocumentPrinterKeepsTheDirectives() throws {
        let document = try parse(sdl)
        #expect(
            document.printed.hasPrefix(
                "directive @old(a: Int) @deprecated(reason: \"Use @new.\") repeatable on FIELD\n\n"))
    }

    @Test func aDirectiveNotAllowedOnDirectiveDefinitionsIsReported() throws {
        try expectSchemaErrors(
            "directive @d @include(if: true) on FIELD type Query { a: Int }",
            ["Directive \"@include\" may not be used on DIRECTIVE_DEFINITION."]
        )
    }

    @Test func introspectionOffersDirectiveDeprecation() {
        let directive = GraphQLSchema.introspectionTypes.first { $0.name == "__Directive" }
        guard case .object(let object)? = directive else {
            Issue.record("no __Directive type")
            return
        }
        #expect(object.fields.map(\.name).suffix(2) == ["isDeprecated", "deprecationReason"])
    }
}
