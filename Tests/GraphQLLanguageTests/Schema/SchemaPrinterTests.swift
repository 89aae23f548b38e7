import GraphQLLanguage
import Testing

/// `printSDL()` against goldens made by graphql-core's `print_schema(build_schema(sdl))`
/// (regenerate with `scripts/reference/print_schema_goldens.py`).
@Suite struct SchemaPrinterTests {
    @Test(arguments: [
        ("starwars", "starwars/schema.graphqls"),
        ("github", "github/schema.graphql"),
        ("subscription", "subscription/subscription-schema.graphqls"),
        ("upload", "upload/upload-schema.graphqls"),
    ])
    func fixtureMatchesGraphQLCore(name: String, fixture: String) throws {
        let schema = try SchemaTestSupport.schema(Fixtures.text(fixture), name: fixture)
        let expected = try SchemaTestSupport.golden("\(name).golden.sdl")
        let printed = schema.printSDL()
        #expect(printed == expected)
        if printed != expected { Issue.record("first difference: \(Self.firstDifference(printed, expected))") }
    }

    @Test func featuresMatchGraphQLCore() throws {
        let schema = try SchemaTestSupport.schema(SchemaTestSupport.golden("features.sdl"))
        let expected = try SchemaTestSupport.golden("features.golden.sdl")
        let printed = schema.printSDL()
        #expect(printed == expected)
        if printed != expected { Issue.record("first difference: \(Self.firstDifference(printed, expected))") }
    }

    @Test func printedSchemaRebuildsToTheSameText() throws {
        let original = try SchemaTestSupport.schema(SchemaTestSupport.golden("features.sdl"))
        let printed = original.printSDL()
        #expect(try SchemaTestSupport.schema(printed).printSDL() == printed)
    }

    @Test func schemaDefinitionOnlyForNonDefaultRootNames() throws {
        #expect(try !SchemaTestSupport.schema("type Query { a: Int }").printSDL().contains("schema {"))
        #expect(
            try SchemaTestSupport.schema("schema { query: Q } type Q { a: Int }").printSDL().hasPrefix(
                "schema {\n  query: Q\n}"))
    }

    @Test func ownDeferDefinitionPrintsButBuiltInDoesNot() throws {
        #expect(try !SchemaTestSupport.schema("type Query { a: Int }").printSDL().contains("@defer"))
        let own = try SchemaTestSupport.schema(
            "directive @defer(label: String) on FRAGMENT_SPREAD\ntype Query { a: Int }")
        #expect(own.printSDL().hasPrefix("directive @defer(label: String) on FRAGMENT_SPREAD"))
    }

    /// The line where two texts first differ, for a readable failure.
    static func firstDifference(_ a: String, _ b: String) -> String {
        let linesA = a.split(separator: "\n", omittingEmptySubsequences: false)
        let linesB = b.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(linesA.count, linesB.count) {
            let lineA = index < linesA.count ? String(linesA[index]) : "<end>"
            let lineB = index < linesB.count ? String(linesB[index]) : "<end>"
            if lineA != lineB { return "line \(index + 1): got «\(lineA)», expected «\(lineB)»" }
        }
        return "none"
    }
}
