import Foundation

/// `courier init [--force] [--namespace NAME]`.
enum InitCommand {
    static let help = """
        usage: courier init [--force] [--namespace NAME]

        Writes a starter courier.json in the current directory, laid out for a Swift package whose
        root is the current directory: the schema in schema.graphqls, every .graphql file below the
        current directory, the generated code in its own target folder Sources/<Target>/ (Target is
        the namespace, with "API" appended unless it already ends so) and the operation manifest
        outside it, in operation-manifest.json. Prints the Package.swift target to add. Edit the
        file, then run 'courier generate'.

        Options:
          --namespace NAME   The schema namespace (default: API).
          --force            Overwrite an existing courier.json.
          -h, --help         Show this help.

        Exit status: 0 on success, 1 when courier.json exists (without --force), 2 on usage errors.
        """

    /// The SwiftPM target the generated code goes into: the namespace, ending in "API".
    static func targetName(namespace: String) -> String {
        namespace.hasSuffix("API") ? namespace : namespace + "API"
    }

    /// The `Package.swift` entry for the generated code's target.
    static func packageTarget(namespace: String) -> String {
        let target = targetName(namespace: namespace)
        return #"    .target(name: "\#(target)", dependencies: [.product(name: "CourierAPI", package: "Courier")]),"#
    }

    static func starter(namespace: String) -> String {
        // The manifest stays outside the target folder, where SwiftPM would ask what to do with it.
        let target = targetName(namespace: namespace)
        return """
            {
              "schemaNamespace": "\(namespace)",
              "schema": "schema.graphqls",
              "operations": ["**/*.graphql"],
              "output": {
                "schemaTypes": "Sources/\(target)/Schema",
                "operations": { "placement": "folder", "path": "Sources/\(target)/Operations" },
                "operationManifest": "operation-manifest.json"
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
        let parsed = try ParsedArguments(
            arguments, command: "init", valueOptions: ["namespace"], flagOptions: ["force"])
        if parsed.flags.contains("help") {
            output.standard(help)
            return 0
        }
        guard parsed.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positionals[0])'", help: "courier init --help")
        }
        let namespace = parsed.options["namespace"] ?? "API"
        guard namespace.first.map({ $0.isLetter || $0 == "_" }) == true,
            namespace.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else {
            throw UsageError("'\(namespace)' is not a Swift identifier", help: "courier init --help")
        }
        let path = "courier.json"
        if FileManager.default.fileExists(atPath: path), !parsed.flags.contains("force") {
            output.error("courier: \(path) already exists; pass --force to overwrite it")
            return 1
        }
        try Data(starter(namespace: namespace).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        output.standard(
            "Wrote \(path). Put your schema in schema.graphqls (or run 'courier fetch-schema'), "
                + "then run 'courier generate'."
        )
        let target = targetName(namespace: namespace)
        output.standard(
            """
            The generated code goes into Sources/\(target)/. Add this target to Package.swift's targets, and \
            "\(target)" to the dependencies of the targets that use it:
            \(packageTarget(namespace: namespace))
            """)
        return 0
    }
}
