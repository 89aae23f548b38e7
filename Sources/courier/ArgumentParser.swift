/// A hand-rolled parser for one subcommand's arguments: `--name value` / `--name=value` options,
/// boolean flags, `--help`, and positional arguments (everything after `--` is positional).
struct ParsedArguments {
    /// The values of options that take one, by name (without dashes).
    var options: [String: String] = [:]
    /// The boolean flags given, by name (without dashes).
    var flags: Set<String> = []
    /// The positional arguments, in order.
    var positionals: [String] = []

    /// Parses `arguments` for the command `command`, which accepts `valueOptions` and `flagOptions`.
    /// - Throws: ``UsageError`` for an unknown option or a missing value.
    init(_ arguments: [String], command: String, valueOptions: Set<String>, flagOptions: Set<String>) throws {
        let help = "courier \(command) --help"
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            if argument == "-h" || argument == "--help" {
                flags.insert("help")
                continue
            }
            var name = String(argument.drop { $0 == "-" })
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if valueOptions.contains(name) {
                if let inlineValue {
                    options[name] = inlineValue
                } else if index < arguments.count {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '--\(name)' needs a value", help: help)
                }
            } else if flagOptions.contains(name), inlineValue == nil {
                flags.insert(name)
            } else {
                throw UsageError("unknown option '\(argument)' for '\(command)'", help: help)
            }
        }
    }
}
