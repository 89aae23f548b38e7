import Foundation
import GraphQLCodegen
import GraphQLLanguage
import Testing

/// Generation against GitHub's large public schema: custom scalars, enums whose values are Swift
/// keywords, unions, interfaces, input objects. The output is compiled by the
/// `GeneratedCodeCompileTests` target, whose copy must match (`COURIER_UPDATE_GOLDENS=1` rewrites it).
@Suite struct GitHubSmokeTests {
    static let directory = StarWarsFixture.testsDirectory.appendingPathComponent("Fixtures/github")

    func generate() throws -> CodegenResult {
        // The 368 KB schema is not copied: GraphQLLanguageTests' fixture is the same file.
        let schemaURL = StarWarsFixture.testsDirectory.deletingLastPathComponent()
            .appendingPathComponent("GraphQLLanguageTests/Fixtures/github/schema.graphql")
        let sdl = try String(contentsOf: schemaURL, encoding: .utf8)
        let schema = try GraphQLSchema(sdl: sdl)
        let operations = Self.directory.appendingPathComponent("operations")
        let names = try FileManager.default.contentsOfDirectory(atPath: operations.path).sorted()
        let sources = try names.map {
            Source(try String(contentsOf: operations.appendingPathComponent($0), encoding: .utf8), name: $0)
        }
        return try CodegenPipeline(options: CodegenOptions { $0.schemaNamespace = "GitHubAPI" }).run(
            schema: schema, documents: sources)
    }

    @Test func generatesCustomScalarsEnumsAndInputs() throws {
        let result = try generate()
        let files = Dictionary(uniqueKeysWithValues: result.files.map { ($0.relativePath, $0.contents) })
        let copyDirectory = StarWarsFixture.testsDirectory.deletingLastPathComponent().appendingPathComponent(
            "GeneratedCodeCompileTests/GitHub")
        if ProcessInfo.processInfo.environment["COURIER_UPDATE_GOLDENS"] == "1" {
            try StarWarsFixture.write(files, to: copyDirectory)
        }
        #expect(try StarWarsFixture.files(under: copyDirectory) == files, "the compiled GitHub copy is stale")
        let paths = Set(result.files.map(\.relativePath))
        #expect(paths.contains("Schema/CustomScalars/DateTime.graphql.swift"))
        #expect(paths.contains("Schema/CustomScalars/URI.graphql.swift"))
        #expect(paths.contains("Schema/CustomScalars/HTML.graphql.swift"))
        #expect(paths.contains("Schema/InputObjects/CreateIssueInput.graphql.swift"))
        let visibility = try #require(result.file("Schema/Enums/GistPrivacy.graphql.swift"))
        #expect(visibility.contains("case `public`"))
        #expect(visibility.contains("case .`public`: \"PUBLIC\""))
        let search = try #require(result.file("Operations/Queries/SearchEverythingQuery.graphql.swift"))
        #expect(search.contains("asRepository: AsRepository?"))
        #expect(search.contains("asNode: AsNode?"))
        #expect(search.contains("public static let __parentType = GitHubAPI.Unions.SearchResultItem") == false)
        #expect(search.contains("public static let __parentType = GitHubAPI.Interfaces.Node"))
    }
}
