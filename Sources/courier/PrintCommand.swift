import GraphQLLanguage

/// `courier print [--schema] FILE`.
enum PrintCommand {
    static let help = """
        usage: courier print [--schema] FILE

        Prints FILE in canonical form to standard output:
          - a GraphQL document (.graphql/.graphqls): re-printed as graphql-js print() does;
          - with --schema, or for an introspection result (.json): the schema the file describes,
            as graphql-js printSchema() does (built-in types and directives left out).

        Options:
          --schema     Build the schema and print it, instead of re-printing the document.
          -h, --help   Show this help.

        Exit status: 0 on success, 1 when the file does not parse or the schema is invalid (problems
        on standard error), 2 on usage errors.
        """

    static func run(_ arguments: [String], output: some OutputStreams) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, command: "print", valueOptions: [], flagOptions: ["schema"])
        if parsed.flags.contains("help") {
            output.standard(help)
            return 0
        }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw UsageError("expected exactly one FILE, got \(parsed.positionals.count)", help: "courier print --help")
        }
        let text = try InputFiles.text(path, command: "print")
        if parsed.flags.contains("schema") || InputFiles.isIntrospectionJSON(path) {
            guard let schema = InputFiles.schema(at: path, text: text, policy: .reject, output: output) else {
                return 1
            }
            output.standard(schema.printSDL())
            return 0
        }
        do {
            output.standard(try parse(Source(text, name: path)).printed)
            return 0
        } catch {
            return output.report([Diagnostic(error)])
        }
    }
}
