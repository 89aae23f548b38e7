import Foundation
import GraphQLCodegen
import GraphQLLanguage

/// The Star Wars fixtures (GraphQLLanguageTests' `Fixtures/starwars`, read in place) and this test
/// target's goldens, found from this file's path.
enum StarWarsFixture {
    /// `Tests/GraphQLCodegenTests`.
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// The checked-in generated output.
    static let goldensDirectory = testsDirectory.appendingPathComponent("Goldens/StarWars")
    /// GraphQLLanguageTests' `Fixtures/starwars`: the schema and the 18 operation files.
    static let fixtureDirectory = testsDirectory.deletingLastPathComponent()
        .appendingPathComponent("GraphQLLanguageTests/Fixtures/starwars")
    /// The compiled copy of the goldens: the `StarWarsFixtureAPI` library.
    static let consumerCopyDirectory = testsDirectory.deletingLastPathComponent().appendingPathComponent(
        "StarWarsFixtureAPI/Generated")

    /// The options the goldens are generated with.
    static let options = CodegenOptions {
        $0.schemaNamespace = "StarWarsAPI"
        $0.keyFields = ["Character": ["id"], "Starship": ["id"]]
    }

    static func schema() throws -> GraphQLSchema {
        let url = fixtureDirectory.appendingPathComponent("schema.graphqls")
        return try GraphQLSchema(sdl: String(contentsOf: url, encoding: .utf8), sourceName: "schema.graphqls")
    }

    /// The operation files, sorted, named by their path relative to ``fixtureDirectory``.
    static func operations() throws -> [Source] {
        let directory = fixtureDirectory.appendingPathComponent("operations")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".graphql")
        }.sorted()
        return try names.map { name in
            Source(
                try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8),
                name: "operations/" + name)
        }
    }

    /// Every file under `directory`, by path relative to it.
    static func files(under directory: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return result
        }
        let prefix = directory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where !url.hasDirectoryPath {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            result[String(path.dropFirst(prefix.count))] = try String(contentsOf: url, encoding: .utf8)
        }
        return result
    }

    /// Replaces the contents of `directory` with `files`.
    static func write(_ files: [String: String], to directory: URL) throws {
        try? FileManager.default.removeItem(at: directory)
        for (path, contents) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
