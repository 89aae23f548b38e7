extension GraphQLPrinter {
    /// Prints an operation; an anonymous query without variables or directives prints as `{ … }`.
    /// - Parameter node: The operation.
    /// - Returns: The canonical text.
    public static func print(_ node: OperationDefinition) -> String {
        print(node, shorthandAllowed: true)
    }

    /// Prints an operation, as the shorthand `{ … }` only when `shorthandAllowed` and it is an
    /// anonymous query without description, variables or directives. A document prints the
    /// keyword where the shorthand would be read as part of the definition before it.
    static func print(_ node: OperationDefinition, shorthandAllowed: Bool) -> String {
        let items = node.variableDefinitions.map(print)
        // graphql-js 17: one variable per line once any of them (with its description) spans lines.
        let variables =
            hasMultilineItems(items) ? wrap("(\n", join(items, "\n"), "\n)") : wrap("(", join(items, ", "), ")")
        let prefix = join([node.operation.rawValue, join([node.name ?? "", variables]), print(node.directives)], " ")
        let isShorthand = shorthandAllowed && prefix == "query" && node.description == nil
        return description(node.description) + (isShorthand ? "" : prefix + " ") + print(node.selectionSet)
    }

    /// Prints a variable definition, `"description" $name: Type = default @dir`.
    /// - Parameter node: The variable definition.
    /// - Returns: The canonical text.
    public static func print(_ node: VariableDefinition) -> String {
        description(node.description) + "$\(node.name): \(node.type)" + wrap(" = ", node.defaultValue.map(print))
            + wrap(" ", print(node.directives))
    }

    /// Prints a selection set as an indented block.
    /// - Parameter node: The selection set.
    /// - Returns: The canonical text.
    public static func print(_ node: SelectionSet) -> String {
        var output = ""
        write(node, into: &output)
        return output
    }

    /// Prints a selection.
    /// - Parameter node: The selection.
    /// - Returns: The canonical text.
    public static func print(_ node: Selection) -> String {
        let (head, selectionSet) = headAndSelectionSet(of: node)
        guard let selectionSet else { return head }
        return join([head, print(selectionSet)], " ")
    }

    /// Writes a selection set without recursion (an explicit stack of open sets), so printing the
    /// deepest document the parser accepts needs no more call stack than a shallow one.
    ///
    /// The result equals graphql-js's compositional `block(…)`/`indent(…)`: each selection at
    /// nesting level k has every line (including lines inside multi-line arguments and block
    /// strings) prefixed with 2k spaces.
    static func write(_ root: SelectionSet, into output: inout String) {
        var stack: [(selections: [Selection], next: Int)] = [(root.selections, 0)]
        output += "{"
        while var top = stack.popLast() {
            let ancestors = stack.count
            guard top.next < top.selections.count else {
                output += "\n" + String(repeating: "  ", count: ancestors) + "}"
                continue
            }
            let selection = top.selections[top.next]
            top.next += 1
            stack.append(top)
            let indentation = String(repeating: "  ", count: ancestors + 1)
            let (head, selectionSet) = headAndSelectionSet(of: selection)
            output += "\n" + indentation + head.replacingNewlines(with: "\n" + indentation)
            if let selectionSet {
                output += head.isEmpty ? "{" : " {"
                stack.append((selectionSet.selections, 0))
            }
        }
    }

    /// A selection's text up to its selection set, and the selection set.
    static func headAndSelectionSet(of node: Selection) -> (String, SelectionSet?) {
        switch node {
        case .field(let field):
            let prefix = wrap("", field.alias, ": ") + field.name
            let arguments = field.arguments.map(print)
            var line = prefix + wrap("(", join(arguments, ", "), ")")
            if line.unicodeScalars.count > maxLineLength {
                line = prefix + wrap("(\n", indent(join(arguments, "\n")), "\n)")
            }
            return (join([line, print(field.directives)], " "), field.selectionSet)
        case .fragmentSpread(let spread):
            return ("..." + spread.name + wrap(" ", print(spread.directives)), nil)
        case .inlineFragment(let fragment):
            return (
                join(["...", wrap("on ", fragment.typeCondition), print(fragment.directives)], " "),
                fragment.selectionSet
            )
        }
    }

    /// Prints a fragment definition.
    /// - Parameter node: The fragment.
    /// - Returns: The canonical text.
    public static func print(_ node: FragmentDefinition) -> String {
        description(node.description) + "fragment \(node.name) on \(node.typeCondition) "
            + wrap("", print(node.directives), " ") + print(node.selectionSet)
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
