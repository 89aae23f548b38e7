import Foundation
import GraphQLCodegen
import GraphQLLanguage

/// A configuration file and the directory it describes: finds the schema and operations, runs
/// the generator, and says where each generated file goes. Shared by `generate` and `verify`.
struct CodegenWorkspace {
    /// The directory the configuration's paths are relative to.
    let root: URL
    /// The configuration file's path as the user named it (for messages).
    let configPath: String
    let configuration: CodegenConfiguration

    static let defaultNames = ["courier.json", "apollo-codegen-config.json"]

    /// Finds and reads the configuration: `explicitPath`, else `courier.json`, else
    /// `apollo-codegen-config.json` in the current directory.
    /// - Returns: The workspace, or `nil` when the file is invalid (the problem is printed).
    /// - Throws: ``UsageError`` when there is no configuration file.
    static func load(configPath explicitPath: String?, command: String, output: some OutputStreams) throws
        -> CodegenWorkspace?
    {
        let manager = FileManager.default
        let path: String
        if let explicitPath {
            path = explicitPath
        } else if let found = defaultNames.first(where: { manager.fileExists(atPath: $0) }) {
            path = found
        } else {
            throw UsageError(
                "no courier.json or apollo-codegen-config.json in the current directory "
                    + "(create one with 'courier init', or pass --config FILE)",
                help: "courier \(command) --help")
        }
        let text = try InputFiles.text(path, command: command)
        let url = URL(fileURLWithPath: path).standardizedFileURL
        do {
            let (configuration, warnings) = try CodegenConfiguration.load(
                Data(text.utf8), fileName: url.lastPathComponent)
            for warning in warnings { output.error("\(path): warning: \(warning)") }
            return CodegenWorkspace(
                root: url.deletingLastPathComponent(), configPath: path, configuration: configuration)
        } catch {
            output.error("\(path): error: \(error)")
            return nil
        }
    }

    /// A path relative to the root as the user sees it: relative to the current directory when
    /// the root is the current directory, otherwise absolute.
    func display(_ relativePath: String) -> String {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        return root.path == current ? relativePath : root.appendingPathComponent(relativePath).path
    }

    /// Runs the generator over the files the search paths select.
    /// - Returns: The files by output path (relative to the root), or `nil` when there were
    ///   errors (printed as `file:line:column: error: message`).
    func generate(output: some OutputStreams) -> [(path: String, contents: String)]? {
        let search = GlobSearch(root: root)
        let schemaPaths = search.files(matching: configuration.schemaSearchPaths)
        guard !schemaPaths.isEmpty else {
            output.error(
                "\(configPath): error: the schema search paths \(configuration.schemaSearchPaths) match no file")
            return nil
        }
        guard let schema = loadSchema(schemaPaths, output: output) else { return nil }
        let operationPaths = search.files(matching: configuration.operationSearchPaths).filter {
            !schemaPaths.contains($0)
        }
        var documents: [Source] = []
        for path in operationPaths {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                output.error("\(display(path)): error: cannot read the file as UTF-8 text")
                return nil
            }
            documents.append(Source(text, name: path))
        }
        if documents.isEmpty {
            output.error(
                "\(configPath): warning: the operation search paths \(configuration.operationSearchPaths) match no file"
            )
        }
        let result: CodegenResult
        do {
            result = try CodegenPipeline(options: configuration.options).run(schema: schema, documents: documents)
        } catch {
            for diagnostic in error.diagnostics { output.error(describe(diagnostic)) }
            return nil
        }
        for diagnostic in result.diagnostics { output.error(describe(diagnostic)) }
        var files = result.files.map { (path: configuration.outputPath(of: $0), contents: $0.contents) }
        if let manifest = configuration.operationManifestPath {
            files.append((manifest, result.manifest.jsonText(configuration.operationManifestFormat)))
        }
        return files
    }

    /// The directories generated files may be left over in: the schema types and operations
    /// folders (recursively), or, for operations next to their sources, the folders the
    /// operation files go into (only their own files, since other code lives there).
    func outputDirectories(for files: [(path: String, contents: String)]) -> [GenerationPlan.OutputDirectory] {
        var recursive: Set<String> = [configuration.options.schemaTypesPath]
        if let mocks = configuration.options.testMocksPath { recursive.insert(mocks) }
        var shallow: Set<String> = []
        switch configuration.options.operationLayout {
        case .inFolder(let folder):
            recursive.insert(folder)
        case .relativeToSource:
            for file in files
            where !file.path.hasPrefix(configuration.options.schemaTypesPath + "/") && file.path.hasSuffix(".swift") {
                shallow.insert(file.path.split(separator: "/").dropLast().joined(separator: "/"))
            }
        }
        return recursive.sorted().map { .init(path: $0, recursive: true) }
            + shallow.subtracting(recursive).sorted().map { .init(path: $0, recursive: false) }
    }

    private func describe(_ diagnostic: Diagnostic) -> String {
        var placed = diagnostic
        if var location = placed.location {
            location.file = display(location.file)
            placed.location = location
        }
        return placed.description
    }

    /// The schema the files define, with Apollo's client directives declared (unless the files
    /// declare them), so that `@typePolicy` and `@fieldPolicy` extensions validate.
    private func loadSchema(_ paths: [String], output: some OutputStreams) -> GraphQLSchema? {
        if paths.count == 1, let path = paths.first, InputFiles.isIntrospectionJSON(path),
            let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        {
            return InputFiles.schema(at: display(path), text: text, policy: .warn, output: output)
        }
        var sources: [Source] = []
        for path in paths {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
                !InputFiles.isIntrospectionJSON(path)
            else {
                output.error(
                    "\(display(path)): error: cannot combine this file with other schema files "
                        + "(only SDL files can be combined)"
                )
                return nil
            }
            sources.append(Source(text, name: display(path)))
        }
        let clientDirectives = ApolloClientDirectives.sdl(excluding: Self.directiveNames(in: sources))
        if !clientDirectives.isEmpty {
            sources.append(Source(clientDirectives, name: "apollo-client-directives.graphqls"))
        }
        return InputFiles.schema(sdl: sources, policy: .warn, output: output)
    }

    /// The directives SDL sources define (sources that do not parse define none here; building
    /// the schema reports them).
    private static func directiveNames(in sources: [Source]) -> Set<String> {
        var names: Set<String> = []
        for source in sources {
            guard let document = try? parse(source) else { continue }
            for case .directive(let directive) in document.definitions { names.insert(directive.name) }
        }
        return names
    }
}
