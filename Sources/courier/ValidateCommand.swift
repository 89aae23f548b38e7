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

        When everything is valid, prints one line saying so to standard output.

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
        var documents: [Source] = []
        for path in parsed.positionals {
            documents.append(Source(try InputFiles.text(path, command: "validate"), name: path))
        }

        guard let schema = InputFiles.schema(at: schemaPath, text: schemaText, policy: .reject, output: output) else {
            return 1
        }
        guard !documents.isEmpty else {
            output.standard(successLine(schemaPath: schemaPath, documentCount: 0))
            return 0
        }

        // Each file is parsed as its own source, so every syntax error and every location of a
        // validation error names its own file.
        let (document, syntaxErrors) = parse(documents)
        guard syntaxErrors.isEmpty else { return output.report(syntaxErrors.map(Diagnostic.init)) }
        // As in code generation, a fragment may exist for its generated type alone: the set is
        // checked with every rule except NoUnusedFragments.
        let errors = validate(document, schema: schema, rules: operationSetRules)
        let status = output.report(errors.flatMap { $0.diagnostics(sources: document.sources) })
        if status == 0 { output.standard(successLine(schemaPath: schemaPath, documentCount: documents.count)) }
        return status
    }

    /// The one line printed when nothing is wrong.
    static func successLine(schemaPath: String, documentCount: Int) -> String {
        switch documentCount {
        case 0: "\(schemaPath): the schema is valid"
        case 1: "\(schemaPath): the schema and 1 document are valid"
        default: "\(schemaPath): the schema and \(documentCount) documents are valid"
        }
    }
}
