import Foundation
import GraphQLCodegen
import GraphQLLanguage

/// Generates this target's Star Wars operation types from the integration server's schema and
/// the operations in `Operations/`; the output is checked in under `Generated/`.
enum IntegrationCodegen {
    /// `Tests/CourierGraphQLIntegrationTests`.
    static let targetDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    /// The checked-in generated files.
    static let generatedDirectory = targetDirectory.appendingPathComponent("Generated")

    /// Internal types in the namespace `StarWars`; `Upload` is the client's ``GraphQLFile``, so
    /// the files that use it import `CourierGraphQL`.
    static let options = CodegenOptions {
        $0.schemaNamespace = "StarWars"
        $0.accessLevel = .internal
        $0.customScalars = ["Upload": "GraphQLFile"]
        $0.customScalarModules = ["Upload": "CourierGraphQL"]
        $0.keyFields = ["Character": ["id"], "Starship": ["id"]]
    }

    static func schema() throws -> GraphQLSchema {
        let url = targetDirectory.appendingPathComponent("../../IntegrationServer/schema.graphqls").standardizedFileURL
        return try GraphQLSchema(sdl: String(contentsOf: url, encoding: .utf8), sourceName: "schema.graphqls")
    }

    static func operations() throws -> [Source] {
        let directory = targetDirectory.appendingPathComponent("Operations")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".graphql")
        }.sorted()
        return try names.map {
            Source(
                try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8), name: "Operations/" + $0)
        }
    }

    /// What the pipeline generates now, by relative path.
    static func generate() throws -> [String: String] {
        let result = try CodegenPipeline(options: options).run(schema: schema(), documents: operations())
        return Dictionary(uniqueKeysWithValues: result.files.map { ($0.relativePath, $0.contents) })
    }

    /// The checked-in files, by relative path.
    static func checkedIn() throws -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(at: generatedDirectory, includingPropertiesForKeys: nil)
        else { return result }
        let prefix = generatedDirectory.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(prefix) else { continue }
            result[String(path.dropFirst(prefix.count))] = try String(contentsOf: url, encoding: .utf8)
        }
        return result
    }

    /// Replaces `Generated/` with `files`.
    static func write(_ files: [String: String]) throws {
        try? FileManager.default.removeItem(at: generatedDirectory)
        for (path, contents) in files {
            let url = generatedDirectory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
