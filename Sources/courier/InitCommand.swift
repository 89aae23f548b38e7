import Foundation

/// `courier init [--force] [--namespace NAME]`.
enum InitCommand {
    static let help = """
    usage: courier init [--force] [--namespace NAME]

    Writes a starter courier.json in the current directory: the schema in schema.graphqls,
    every .graphql file below the current directory, and the generated code in Generated/.
    Edit it, then run 'courier generate'.

    Options:
      --namespace NAME   The schema namespace (default: API).
      --force            Overwrite an existing courier.json.
      -h, --help         Show this help.

    Exit status: 0 on success, 1 when courier.json exists (without --force), 2 on usage errors.
    """

    static func starter(namespace: String) -> String {
        """
        {
          "schemaNamespace": "\(namespace)",
          "schema": "schema.graphqls",
          "operations": ["**/*.graphql"],
          "output": {
            "schemaTypes": "Generated/Schema",
            "operations": { "placement": "folder", "path": "Generated/Operations" },
            "operationManifest": "Generated/operation-manifest.json"
          },
          "options": {
            "accessModifier": "public",
            "customScalars": {},
            "operationDocumentFormat": "definition",
            "deprecatedEnumCases": "include"
          }
        }

        """
    }

    static func run(_ arguments: [String], output: some OutputStreams) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, command: "init", valueOptions: ["namespace"], flagOptions: ["force"])
        if parsed.flags.contains("help") {
            output.standard(help)
            return 0
        }
        guard parsed.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positionals[0])'", help: "courier init --help")
        }
        let namespace = parsed.options["namespace"] ?? "API"
        guard namespace.first.map({ $0.isLetter || $0 == "_" }) == true, namespace.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw UsageError("'\(namespace)' is not a Swift identifier", help: "courier init --help")
        }
        let path = "courier.json"
        if FileManager.default.fileExists(atPath: path), !parsed.flags.contains("force") {
            output.error("courier: \(path) already exists; pass --force to overwrite it")
            return 1
        }
        try Data(starter(namespace: namespace).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        output.standard("Wrote \(path). Put your schema in schema.graphqls (or run 'courier fetch-schema'), then run 'courier generate'.")
        return 0
    }
}
