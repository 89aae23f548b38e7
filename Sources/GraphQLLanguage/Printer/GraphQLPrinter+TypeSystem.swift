extension GraphQLPrinter {
    /// Prints a schema definition.
    /// - Parameter node: The schema definition.
    /// - Returns: The canonical text.
    public static func print(_ node: SchemaDefinition) -> String {
        description(node.description)
            + join(["schema", print(node.directives), block(node.operationTypes.map(print))], " ")
    }

    /// Prints a schema extension.
    /// - Parameter node: The schema extension.
    /// - Returns: The canonical text.
    public static func print(_ node: SchemaExtension) -> String {
        join(["extend schema", print(node.directives), block(node.operationTypes.map(print))], " ")
    }

    static func print(_ node: OperationTypeDefinition) -> String {
        node.operation.rawValue + ": " + node.type
    }

    /// Prints a type definition, or (`isExtension`) a type extension, which has no description.
    /// - Parameters:
    ///   - node: The type definition.
    ///   - isExtension: Whether to print it as `extend …`.
    /// - Returns: The canonical text.
    public static func print(_ node: TypeDefinition, isExtension: Bool = false) -> String {
        let lead = isExtension ? "extend " : ""
        let text: String
        let docs: StringValue?
        switch node {
        case .scalar(let type):
            docs = type.description
            text = join([lead + "scalar", type.name, print(type.directives)], " ")
        case .object(let type):
            docs = type.description
            text = join(
                [
                    lead + "type", type.name, wrap("implements ", join(type.interfaces, " & ")), print(type.directives),
                    block(type.fields.map(print)),
                ],
                " ")
        case .interface(let type):
            docs = type.description
            text = join(
                [
                    lead + "interface", type.name, wrap("implements ", join(type.interfaces, " & ")),
                    print(type.directives), block(type.fields.map(print)),
                ],
                " ")
        case .union(let type):
            docs = type.description
            text = join([lead + "union", type.name, print(type.directives), wrap("= ", join(type.types, " | "))], " ")
        case .enumType(let type):
            docs = type.description
            text = join([lead + "enum", type.name, print(type.directives), block(type.values.map(print))], " ")
        case .inputObject(let type):
            docs = type.description
            text = join([lead + "input", type.name, print(type.directives), block(type.fields.map(print))], " ")
        }
        return (isExtension ? "" : description(docs)) + text
    }

    static func print(_ node: FieldDefinition) -> String {
        description(node.description) + node.name + printArguments(node.arguments) + ": " + node.type.description
            + wrap(" ", print(node.directives))
    }

    static func print(_ node: InputValueDefinition) -> String {
        description(node.description)
            + join(
                ["\(node.name): \(node.type)", wrap("= ", node.defaultValue.map(print)), print(node.directives)], " ")
    }

    static func print(_ node: EnumValueDefinition) -> String {
        description(node.description) + join([node.name, print(node.directives)], " ")
    }

    /// Prints a directive definition.
    /// - Parameter node: The directive definition.
    /// - Returns: The canonical text.
    public static func print(_ node: DirectiveDefinition) -> String {
        description(node.description) + "directive @" + node.name + printArguments(node.arguments)
            + wrap(" ", print(node.directives)) + (node.isRepeatable ? " repeatable" : "") + " on "
            + join(node.locations.map(\.rawValue), " | ")
    }

    /// Argument definitions on one line, or one per line when any of them spans lines.
    private static func printArguments(_ arguments: [InputValueDefinition]) -> String {
        let items = arguments.map(print)
        return hasMultilineItems(items)
            ? wrap("(\n", indent(join(items, "\n")), "\n)") : wrap("(", join(items, ", "), ")")
    }

    /// A description followed by a newline, or nothing.
    static func description(_ value: StringValue?) -> String {
        wrap("", value.map { print(.string($0)) }, "\n")
    }
}
