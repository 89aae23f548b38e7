/// The arguments of a field or directive definition have unique names (GraphQL spec §3.6.1
/// "Object Type Validation" 2.4.2, §3.13 "Directive Validation" 3.1).
enum UniqueArgumentDefinitionNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        for entry in context.definitions.directiveDefinitions {
            check(entry.node.arguments, owner: "@\(entry.node.name)", sourceName: entry.sourceName, &context)
        }
        for entry in context.typeNodes {
            let fields: [FieldDefinition] =
                switch entry.node {
                case .object(let node): node.fields
                case .interface(let node): node.fields
                default: []
                }
            for field in fields where field.arguments.count > 1 {
                check(
                    field.arguments, owner: "\(entry.node.name).\(field.name)", sourceName: entry.sourceName, &context)
            }
        }
    }

    private static func check(
        _ arguments: [InputValueDefinition], owner: String, sourceName: String?, _ context: inout SDLValidationContext
    ) {
        // Argument lists are short: a linear scan beats hashing.
        for (index, argument) in arguments.enumerated() {
            if let first = arguments[..<index].first(where: { $0.name == argument.name }) {
                context.report(
                    "Argument \"\(owner)(\(argument.name):)\" can only be defined once.",
                    [first.location, argument.location], in: sourceName)
            }
        }
    }
}
