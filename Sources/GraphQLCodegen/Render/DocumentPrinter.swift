import GraphQLLanguage

/// Prints the documents operations send: one line per definition, single spaces, and
/// `__typename` added to every field selection set and fragment, so that type cases and the
/// normalized cache always know an object's type.
enum DocumentPrinter {
    /// The operation followed by the fragments it uses (directly or through other fragments),
    /// in order of first use, one definition per line.
    static func document(for operation: OperationDefinition, fragments: [String: FragmentDefinition]) -> String {
        var text = print(operation)
        for name in FragmentSpreadCollector.names(in: operation.selectionSet, fragments: fragments) {
            if let fragment = fragments[name] { text += "\n" + print(fragment) }
        }
        return text
    }

    /// One operation on one line.
    static func print(_ operation: OperationDefinition) -> String {
        var text = operation.operation.rawValue
        if let name = operation.name { text += " " + name }
        if !operation.variableDefinitions.isEmpty {
            let variables = operation.variableDefinitions.map { variable in
                "$\(variable.name): \(variable.type)" + (variable.defaultValue.map { " = " + print($0) } ?? "")
                    + print(variable.directives)
            }
            text += "(" + variables.joined(separator: ", ") + ")"
        }
        return text + print(sent(operation.directives)) + " " + print(operation.selectionSet, addTypename: false)
    }

    /// One fragment on one line, with `__typename`.
    static func print(_ fragment: FragmentDefinition) -> String {
        "fragment \(fragment.name) on \(fragment.typeCondition)" + print(sent(fragment.directives)) + " "
            + print(fragment.selectionSet, addTypename: true)
    }

    private static func print(_ set: SelectionSet, addTypename: Bool) -> String {
        var parts: [String] = []
        let hasTypename = set.selections.contains {
            if case .field(let field) = $0 {
                return field.alias == nil && field.name == "__typename" && field.directives.isEmpty
            }
            return false
        }
        if addTypename && !hasTypename { parts.append("__typename") }
        for selection in set.selections {
            switch selection {
            case .field(let field):
                var text = (field.alias.map { $0 + ": " } ?? "") + field.name
                if !field.arguments.isEmpty {
                    text += "(" + field.arguments.map { "\($0.name): \(print($0.value))" }.joined(separator: ", ") + ")"
                }
                text += print(field.directives)
                if let nested = field.selectionSet { text += " " + print(nested, addTypename: true) }
                parts.append(text)
            case .fragmentSpread(let spread):
                parts.append("..." + spread.name + print(spread.directives))
            case .inlineFragment(let inline):
                let condition = inline.typeCondition.map { " on " + $0 } ?? ""
                parts.append(
                    "..." + condition + print(inline.directives) + " " + print(inline.selectionSet, addTypename: false))
            }
        }
        return "{ " + parts.joined(separator: " ") + " }"
    }

    /// The directives of a definition that go to the server: all but Apollo's client directives.
    private static func sent(_ directives: [Directive]) -> [Directive] {
        directives.filter { !ApolloClientDirectives.executableNames.contains($0.name) }
    }

    private static func print(_ directives: [Directive]) -> String {
        directives.map { directive in
            " @" + directive.name
                + (directive.arguments.isEmpty
                    ? ""
                    : "(" + directive.arguments.map { "\($0.name): \(print($0.value))" }.joined(separator: ", ") + ")")
        }.joined()
    }

    /// A value with block strings printed as ordinary strings, so the document stays on one line.
    static func print(_ value: Value) -> String {
        switch value {
        case .variable(let variable): return "$" + variable.name
        case .int(let text), .float(let text): return text
        case .string(let string): return GraphQLPrinter.printString(string.value)
        case .boolean(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .enumValue(let name): return name
        case .list(let items): return "[" + items.map(print).joined(separator: ", ") + "]"
        case .object(let fields):
            return "{" + fields.map { "\($0.name): \(print($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}
