/// The `courier` command: dispatches to a subcommand and turns usage errors into exit code 2.
enum Courier {
    static let usage = """
        usage: courier <command> [options]

        Commands:
          generate       Generate Swift code as courier.json (or apollo-codegen-config.json) says
          verify         Check that the generated code is up to date (for CI and pre-commit hooks)
          init           Write a starter courier.json
          fetch-schema   Download a schema from a GraphQL endpoint by introspection
          validate       Validate a schema, and GraphQL documents against it
          print          Print a document or schema in canonical form
          build-tool     The step the CourierCodegenPlugin build-tool plugin runs

        Run 'courier <command> --help' for a command's options.
        """

    /// Runs the command line `arguments` (without the program name) and returns the exit code.
    static func run(_ arguments: [String], output: some OutputStreams) -> Int32 {
        guard let command = arguments.first else {
            output.error(usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "validate": return try ValidateCommand.run(rest, output: output)
            case "print": return try PrintCommand.run(rest, output: output)
            case "generate": return try GenerateCommand.run(rest, output: output)
            case "verify": return try VerifyCommand.run(rest, output: output)
            case "init": return try InitCommand.run(rest, output: output)
            case "fetch-schema": return try FetchSchemaCommand.run(rest, output: output)
            case "build-tool": return try BuildToolCommand.run(rest, output: output)
            case "--help", "-h", "help":
                output.standard(usage)
                return 0
            default:
                throw UsageError("unknown command '\(command)'", help: "courier --help")
            }
        } catch let error as UsageError {
            output.error("courier: \(error.message)\nRun '\(error.help)' for usage.")
            return 2
        } catch {
            output.error("courier: \(error)")
            return 2
        }
    }
}

/// A mistake in how `courier` was called: reported with a pointer to the help, exit code 2.
struct UsageError: Error {
    /// What is wrong.
    var message: String
    /// The command line that shows the relevant help.
    var help: String

    init(_ message: String, help: String) {
        self.message = message
        self.help = help
    }
}
