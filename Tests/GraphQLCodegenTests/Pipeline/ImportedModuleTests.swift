import Foundation
import GraphQLCodegen
import GraphQLLanguage
import Testing

/// `Tests/ImportedFragments`: module `FeatureOperations` spreads a fragment module
/// `SharedFragments` generates. Both are generated from their configuration files and compared
/// with the checked-in output, which the `ImportedFragmentsTests` target compiles.
@Suite struct ImportedModuleTests {
    static let directory = StarWarsFixture.testsDirectory.deletingLastPathComponent().appendingPathComponent(
        "ImportedFragments")

    /// The files a configuration generates, by output path relative to `directory`.
    static func generate(_ configName: String) throws -> [String: String] {
        let data = try Data(contentsOf: directory.appendingPathComponent(configName))
        let configuration = try CodegenConfiguration.load(data, fileName: configName).configuration
        let search = GlobSearch(root: directory)
        let schemaPath = try #require(search.files(matching: configuration.schemaSearchPaths).first)
        let schema = try GraphQLSchema(
            sdl: String(contentsOf: directory.appendingPathComponent(schemaPath), encoding: .utf8))
        let documents = try search.files(matching: configuration.operationSearchPaths).map { path in
            Source(try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8), name: path)
        }
        let result = try CodegenPipeline(options: configuration.options).run(schema: schema, documents: documents)
        return Dictionary(uniqueKeysWithValues: result.files.map { (configuration.outputPath(of: $0), $0.contents) })
    }

    @Test(arguments: ["shared.json", "feature.json"])
    func generatedCodeMatchesTheCompiledCopy(configName: String) throws {
        for (path, contents) in try Self.generate(configName).sorted(by: { $0.key < $1.key }) {
            let url = Self.directory.appendingPathComponent(path)
            if ProcessInfo.processInfo.environment["COURIER_UPDATE_GOLDENS"] == "1" {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
            }
            let golden = try? String(contentsOf: url, encoding: .utf8)
            #expect(golden == contents, "\(path) differs from the checked-in file")
        }
    }

    @Test func theImportingModuleDoesNotRedefineTheImportedFragment() throws {
        let files = try Self.generate("feature.json")
        #expect(
            Set(files.keys) == [
                "FeatureOperations/Schema/SchemaMetadata.graphql.swift",
                "FeatureOperations/Schema/Enums/Role.graphql.swift",
                "FeatureOperations/Operations/Queries/UserPageQuery.graphql.swift",
            ])
        #expect(!files.values.contains { $0.contains("struct UserSummary") || $0.contains("struct SharedUsersQuery") })
        let page = try #require(files["FeatureOperations/Operations/Queries/UserPageQuery.graphql.swift"])
        #expect(page.contains("public import CourierAPI\npublic import SharedFragments\n"))
        #expect(page.contains(".fragment(SharedFragments.UserSummary.self)"))
        #expect(page.contains("userSummary: SharedFragments.UserSummary(from: r)"))
        #expect(
            page.contains(
                "nonisolated public struct Fragments: Sendable, Hashable { "
                    + "public let userSummary: SharedFragments.UserSummary;"
            ))
        // The server still needs the fragment's definition.
        #expect(page.contains("fragment UserSummary on User { __typename id name role }"))
    }

    @Test func theImportIsAddedWhereTheDirectiveIsMissing() throws {
        let schema = try GraphQLSchema(sdl: "type Query { a: A } type A { id: ID! }")
        let result = try CodegenPipeline(
            options: CodegenOptions { $0.importedModules = ["Other": ["other/*.graphql"]] }
        ).run(
            schema: schema,
            documents: [
                Source("fragment F on A { id }", name: "other/F.graphql"),
                Source("query Q { a { ...F } }", name: "Q.graphql"),
            ]
        )
        #expect(
            result.files.map(\.relativePath).filter { $0.hasPrefix("Operations/") } == [
                "Operations/Queries/QQuery.graphql.swift"
            ])
        let query = try #require(result.files.first { $0.relativePath.hasSuffix("QQuery.graphql.swift") }?.contents)
        #expect(query.contains("public import CourierAPI\npublic import Other\n"))
        #expect(query.contains(".fragment(Other.F.self)"))
    }
}
