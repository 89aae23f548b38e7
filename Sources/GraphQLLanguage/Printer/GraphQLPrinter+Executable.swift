extension GraphQLPrinter {
    /// Prints an operation; an anonymous query without variables or directives prints as `{ … }`.
    /// - Parameter node: The operation.
    /// - Returns: The canonical text.
    public static func print(_ node: OperationDefinition) -> String {
        let variables = wrap("(", join(node.variableDefinitions.map(print), ", "), ")")
        let prefix = join([node.operation.rawValue, join([node.name ?? "", variables]), print(node.directives)], " ")
        return (prefix == "query" ? "" : prefix + " ") + print(node.selectionSet)
    }

    /// Prints a variable definition, `$name: Type = default @dir`.
    /// - Parameter node: The variable definition.
    /// - Returns: The canonical text.
    public static func print(_ node: VariableDefinition) -> String {
        "$\(node.name): \(node.type)" + wrap(" = ", node.defaultValue.map(print)) + wrap(" ", print(node.directives))
    }

    /// Prints a selection set as an indented block.
    /// - Parameter node: The selection set.
    /// - Returns: The canonical text.
    public static func print(_ node: SelectionSet) -> String {
        block(node.selections.map(print))
    }

    /// Prints a selection.
    /// - Parameter node: The selection.
    /// - Returns: The canonical text.
    public static func print(_ node: Selection) -> String {
        switch node {
        case .field(let field):
            let prefix = wrap("", field.alias, ": ") + field.name
            let arguments = field.arguments.map(print)
            var line = prefix + wrap("(", join(arguments, ", "), ")")
            if line.unicodeScalars.count > maxLineLength {
                line = prefix + wrap("(\n", indent(join(arguments, "\n")), "\n)")
            }
            return join([line, print(field.directives), field.selectionSet.map(print) ?? ""], " ")
        case .fragmentSpread(let spread):
            return "..." + spread.name + wrap(" ", print(spread.directives))
        case .inlineFragment(let fragment):
            return join(["...", wrap("on ", fragment.typeCondition), print(fragment.directives), print(fragment.selectionSet)], " ")
        }
    }

    /// Prints a fragment definition.
    /// - Parameter node: The fragment.
    /// - Returns: The canonical text.
    public static func print(_ node: FragmentDefinition) -> String {
        "fragment \(node.name) on \(node.typeCondition) " + wrap("", print(node.directives), " ") + print(node.selectionSet)
    }

    /// Prints directives separated by spaces.
    /// - Parameter directives: The directives.
    /// - Returns: The canonical text (empty without directives).
    public static func print(_ directives: [Directive]) -> String {
        join(directives.map { "@" + $0.name + wrap("(", join($0.arguments.map(print), ", "), ")") }, " ")
    }

    /// Prints an argument, `name: value`.
    static func print(_ node: Argument) -> String {
        node.name + ": " + print(node.value)
    }
}
