import GraphQLLanguage

/// `courier validate --schema SCHEMA [DOCUMENT…]`.
enum ValidateCommand {
    static let help = """
    usage: courier validate --schema SCHEMA [DOCUMENT…]

    Validates the schema (SDL in .graphql/.graphqls, or an introspection result in .json) and,
    when documents are given, validates them against it as ONE set: their operations and
    fragments are put together, so a fragment may be defined in one file and used in another.
    As in code generation, a fragment that no operation spreads is allowed.

    Type-system rules the schema breaks are errors here, as graphql-core reports them, while
    'courier generate' reports them as warnings. Parts of an introspection result courier does
    not know (a newer directive location, type kind or field) are skipped with a warning.

    Problems are printed to standard error, one per line, as
      FILE:LINE:COLUMN: error: MESSAGE
    followed by 'note:' lines for further locations involved.

    Options:
      --schema FILE   The schema (required).
      -h, --help      Show this help.

    Exit status: 0 when everything is valid, 1 when problems were found, 2 on usage errors.
    """

    static func run(_ arguments: [String], output: some OutputStreams) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, command: "validate", valueOptions: ["schema"], flagOptions: [])
        if parsed.flags.contains("help") {
            output.standard(help)
            return 0
        }
        guard let schemaPath = parsed.options["schema"] else {
            throw UsageError("missing required option '--schema FILE'", help: "courier validate --help")
        }
        let schemaText = try InputFiles.text(schemaPath, command: "validate")
        var documents: [(path: String, text: String)] = []
        for path in parsed.positionals { documents.append((path, try InputFiles.text(path, command: "validate"))) }

        guard let schema = InputFiles.schema(at: schemaPath, text: schemaText, policy: .reject, output: output) else { return 1 }
        guard !documents.isEmpty else { return 0 }

        // Syntax errors are found file by file, so each is reported against its own file.
        var syntaxErrors: [Diagnostic] = []
        for document in documents {
            do {
                _ = try parse(Source(document.text, name: document.path))
            } catch {
                syntaxErrors.append(Diagnostic(error))
            }
        }
        guard syntaxErrors.isEmpty else { return output.report(syntaxErrors) }

        let set = DocumentSet(files: documents)
        let combined: Document
        do {
            combined = try parse(set.source)
        } catch {
            // Each file parsed alone; joined they can only fail through a limit.
            return output.report([Diagnostic(message: error.message, places: [set.place(of: error.location)], fallbackPath: nil)])
        }
        // As in code generation, a fragment may exist for its generated type alone: the set is
        // checked with every rule except NoUnusedFragments.
        return output.report(validate(combined, schema: schema, rules: operationSetRules).map(set.diagnostic(for:)))
    }
}
