import Foundation
import PackagePlugin

/// A build-tool plugin that generates Swift from the `.graphql` files of the target it is
/// applied to, on every build where they (or the schema) changed, so generated code never goes
/// stale.
///
/// The target holds one schema (`*.graphqls`, or an introspection result named `schema.json`)
/// and any number of `.graphql` operation documents; an optional `courier.json` next to them
/// (in the deepest directory holding all of them) supplies the namespace and options (its search
/// and output paths are not used here). The
/// plugin declares a build command whose outputs follow from the inputs alone — one Swift file
/// per document plus one schema-types file — because SwiftPM needs a build command's outputs
/// before it runs; `courier build-tool` writes exactly those files.
@main
struct CourierCodegenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            targetName: target.name, files: target.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL, courier: context.tool(named: "courier").url
        )
    }

    /// The build command for a target (a SwiftPM target or an Xcode project's) with `files`:
    /// none when it has no `.graphql` documents.
    static func commands(targetName: String, files: [URL], workDirectory: URL, courier: @autoclosure () throws -> URL)
        throws -> [Command]
    {
        let documents = files.filter { $0.pathExtension == "graphql" }.sorted { $0.path < $1.path }
        guard !documents.isEmpty else { return [] }
        let schemas = files.filter { $0.pathExtension == "graphqls" || $0.lastPathComponent == "schema.json" }
        guard schemas.count == 1, let schema = schemas.first else {
            throw PluginError(
                "target '\(targetName)' needs exactly one schema (*.graphqls or "
                    + "schema.json) next to its .graphql files; found \(schemas.count)")
        }
        // The deepest directory holding every input (the target's own directory in the usual
        // layout): output names are relative to it and courier.json is looked for in it.
        let directory = Self.commonDirectory(of: [schema] + documents)
        let configuration = directory.appendingPathComponent("courier.json")
        let hasConfiguration = FileManager.default.fileExists(atPath: configuration.path)

        let outputDirectory = workDirectory.appendingPathComponent("GeneratedSources")
        let root = directory.standardizedFileURL.path + "/"
        var arguments = [
            "build-tool", "--schema", schema.path, "--output-dir", outputDirectory.path, "--root", directory.path,
        ]
        if hasConfiguration {
            arguments += ["--config", configuration.path]
        } else {
            let namespace = targetName.hasSuffix("API") ? targetName + "Schema" : targetName + "API"
            arguments += ["--namespace", namespace]
        }
        arguments += documents.map(\.path)
        var outputs = [outputDirectory.appendingPathComponent("SchemaTypes.graphql.swift")]
        for document in documents {
            let path = document.standardizedFileURL.path
            let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : document.lastPathComponent
            outputs.append(outputDirectory.appendingPathComponent(Self.outputName(forDocument: relative)))
        }
        return [
            .buildCommand(
                displayName: "Generating GraphQL code for \(targetName)",
                executable: try courier(),
                arguments: arguments,
                inputFiles: [schema] + documents + (hasConfiguration ? [configuration] : []),
                outputFiles: outputs
            )
        ]
    }

    static func commonDirectory(of files: [URL]) -> URL {
        var common = files[0].deletingLastPathComponent().standardizedFileURL.pathComponents
        for file in files.dropFirst() {
            let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            var shared = 0
            while shared < min(common.count, components.count), common[shared] == components[shared] { shared += 1 }
            common = Array(common.prefix(shared))
        }
        return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"), isDirectory: true)
    }

    /// `Queries/Hero.graphql` → `Queries_Hero.graphql.swift`: must match `courier build-tool`.
    static func outputName(forDocument relativePath: String) -> String {
        relativePath.replacingOccurrences(of: "/", with: "_") + ".swift"
    }
}

/// A plugin failure with a message for the build log.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
