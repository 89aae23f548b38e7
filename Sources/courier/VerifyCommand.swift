/// `courier verify [--config FILE]`.
enum VerifyCommand {
    static let help = """
        usage: courier verify [--config FILE]

        Checks that the generated code is up to date, without writing anything: generates in
        memory as 'courier generate' would and compares with the files on disk. For CI and
        pre-commit hooks.

        Lists each file regenerating would change:
          stale: PATH     the file's contents differ
          missing: PATH   the file does not exist
          extra: PATH     a generated file this run would remove

        Options:
          --config FILE   The configuration file (default: courier.json, else
                          apollo-codegen-config.json in the current directory).
          -h, --help      Show this help.

        Exit status: 0 when up to date, 1 when anything would change or the inputs have problems,
        2 on usage errors.
        """

    static func run(_ arguments: [String], output: some OutputStreams) throws -> Int32 {
        let parsed = try ParsedArguments(arguments, command: "verify", valueOptions: ["config"], flagOptions: [])
        if parsed.flags.contains("help") {
            output.standard(help)
            return 0
        }
        guard parsed.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(parsed.positionals[0])'", help: "courier verify --help")
        }
        guard
            let workspace = try CodegenWorkspace.load(
                configPath: parsed.options["config"], command: "verify", output: output),
            let files = workspace.generate(output: output)
        else { return 1 }
        let plan = GenerationPlan(
            root: workspace.root, files: files, outputDirectories: workspace.outputDirectories(for: files))
        if plan.isUpToDate {
            output.standard("Generated code is up to date (\(files.count) files).")
            return 0
        }
        for entry in plan.entries where entry.state != .unchanged {
            output.standard("\(entry.state.rawValue): \(workspace.display(entry.path))")
        }
        for path in plan.extra { output.standard("extra: \(workspace.display(path))") }
        output.error("courier: generated code is out of date; run 'courier generate'")
        return 1
    }
}
