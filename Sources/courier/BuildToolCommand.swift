import Foundation
import GraphQLCodegen
import GraphQLLanguage

/// `courier build-tool`: what the SwiftPM plugin runs. Writes a fixed set of files that follows
/// from the inputs' paths alone, as a build command's declared outputs must: one Swift file per
/// document (`Dir/Hero.graphql` → `Dir_Hero.graphql.swift`, holding every operation and
/// fragment of that document) and `SchemaTypes.graphql.swift` with all schema types.
enum BuildToolCommand {
    static let help = """
        usage: courier build-tool --schema FILE --output-dir DIR [--root DIR]
                                  [--config FILE | --namespace NAME] DOCUMENT…

        The step the CourierCodegenPlugin build-tool plugin runs (use 'courier generate' yourself).
        Generates one Swift file per DOCUMENT, named after its path relative to --root with '/'
        replaced by '_' plus '.swift', and SchemaTypes.graphql.swift, all in DIR. Files are written
        only when their contents change. Options (namespace, access level, scalars, …) come from
        the --config file when given; its search and output paths are not used.

        Options:
          --schema FILE       The schema (SDL, or introspection JSON ending in .json).
          --output-dir DIR    Where to write.
          --root DIR          The directory document names are relative to (default: current).
          --config FILE       A courier.json or apollo-codegen-config.json for the options.
          --namespace NAME    The schema namespace when there is no --config (default: API).
          -h, --help          Show this help.

        Exit status: 0 on success, 1 on invalid inputs (FILE:LINE:COLUMN: error: MESSAGE), 2 on
        usage errors.
        """

    static func run(_ arguments: [String], output: some OutputStreams) throws -> Int32 {
        let usage = "courier build-tool --help"
        let parsed = try ParsedArguments(
            arguments, command: "build-tool", valueOptions: ["schema", "output-dir", "root", "config", "namespace"],
            flagOptions: [])
        if parsed.flags.contains("help") {
            output.standard(help)
            return 0
        }
        guard let schemaPath = parsed.options["schema"] else {
            throw UsageError("missing required option '--schema FILE'", help: usage)
        }
        guard let outputDirectory = parsed.options["output-dir"] else {
            throw UsageError("missing required option '--output-dir DIR'", help: usage)
        }
        let root =
            URL(fileURLWithPath: parsed.options["root"] ?? FileManager.default.currentDirectoryPath).standardizedFileURL
            .path + "/"

        var options = CodegenOptions()
        if let configPath = parsed.options["config"] {
            let text = try InputFiles.text(configPath, command: "build-tool")
            do {
                let (configuration, warnings) = try CodegenConfiguration.load(
                    Data(text.utf8), fileName: URL(fileURLWithPath: configPath).lastPathComponent)
                for warning in warnings { output.error("\(configPath): warning: \(warning)") }
                options = configuration.options
            } catch {
                output.error("\(configPath): error: \(error)")
                return 1
            }
        } else {
            options.schemaNamespace = parsed.options["namespace"] ?? "API"
        }
        // Each document gets a directory of its own, so that the files generated from it can
        // be told apart by their directory.
        options.operationLayout = .relativeToSource
        options.schemaTypesPath = "__schema__"

        let schemaText = try InputFiles.text(schemaPath, command: "build-tool")
        guard let schema = InputFiles.schema(at: schemaPath, text: schemaText, policy: .warn, output: output) else {
            return 1
        }
        var sources: [Source] = []
        var originals: [String: String] = [:]
        var outputNames: [String] = []
        for path in parsed.positionals {
            let text = try InputFiles.text(path, command: "build-tool")
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            let relative =
                absolute.hasPrefix(root)
                ? String(absolute.dropFirst(root.count)) : URL(fileURLWithPath: path).lastPathComponent
            let key = relative.replacingOccurrences(of: "/", with: "_")
            let name = key + "/" + URL(fileURLWithPath: path).lastPathComponent
            originals[name] = path
            outputNames.append(key + ".swift")
            // A document of only comments is not valid GraphQL, but while it is being written
            // it should give an empty file rather than fail the build.
            if !isBlank(text) { sources.append(Source(text, name: name)) }
        }

        let result: CodegenResult
        do {
            result = try CodegenPipeline(options: options).run(schema: schema, documents: sources)
        } catch {
            for diagnostic in error.diagnostics { output.error(placed(diagnostic, originals).description) }
            return 1
        }
        for diagnostic in result.diagnostics { output.error(placed(diagnostic, originals).description) }

        var groups: [String: [String]] = [:]
        for file in result.files {
            let directory = String(file.relativePath.split(separator: "/").first ?? "")
            let outputName = directory == "__schema__" ? "SchemaTypes.graphql.swift" : directory + ".swift"
            groups[outputName, default: []].append(file.contents)
        }
        let directoryURL = URL(fileURLWithPath: outputDirectory)
        try FileManager.default.createDirectory(at: directoryURL, withIntermediateDirectories: true)
        var written = 0
        for name in ["SchemaTypes.graphql.swift"] + outputNames {
            let contents = SwiftFileMerger.merge(groups[name] ?? [])
            let url = directoryURL.appendingPathComponent(name)
            if FileManager.default.contents(atPath: url.path) != Data(contents.utf8) {
                try Data(contents.utf8).write(to: url, options: .atomic)
                written += 1
            }
        }
        output.standard("courier: \(outputNames.count + 1) files, \(written) written")
        return 0
    }

    private static func isBlank(_ text: String) -> Bool {
        text.split(whereSeparator: \.isNewline).allSatisfy { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" || $0 == "," }
            return trimmed.isEmpty || trimmed.hasPrefix("#")
        }
    }

    private static func placed(_ diagnostic: Diagnostic, _ originals: [String: String]) -> Diagnostic {
        var placed = diagnostic
        if var location = placed.location, let original = originals[location.file] {
            location.file = URL(fileURLWithPath: original).standardizedFileURL.path
            placed.location = location
        }
        return placed
    }
}

/// Joins generated Swift files into one: a single header, the imports of all of them (each
/// once), then their bodies in order.
enum SwiftFileMerger {
    static func merge(_ files: [String]) -> String {
        var imports: [String] = []
        var bodies: [String] = []
        for file in files {
            var body: [Substring] = []
            for line in file.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix(GenerationPlan.header) { continue }
                if line.hasPrefix("import ") || line.hasPrefix("public import ") || line.hasPrefix("internal import ") {
                    if !imports.contains(String(line)) { imports.append(String(line)) }
                    continue
                }
                body.append(line)
            }
            bodies.append(body.joined(separator: "\n").trimmingCharacters(in: .newlines))
        }
        var text = GenerationPlan.header + " — do not edit.\n"
        if !imports.isEmpty { text += imports.joined(separator: "\n") + "\n" }
        for body in bodies where !body.isEmpty { text += "\n" + body + "\n" }
        return text
    }
}
