/// The arguments of a field or directive definition have unique names (GraphQL spec §3.6.1
/// "Object Type Validation" 2.4.2, §3.13 "Directive Validation" 3.1).
enum UniqueArgumentDefinitionNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        for entry in context.definitions.directiveDefinitions {
            check(entry.node.arguments, owner: "@\(entry.node.name)", sourceName: entry.sourceName, &context)
        }
        for entry in context.definitions.typeNodes {
            let fields: [FieldDefinition] = switch entry.node {
            case .object(let node): node.fields
            case .interface(let node): node.fields
            default: []
            }
            for field in fields {
                check(field.arguments, owner: "\(entry.node.name).\(field.name)", sourceName: entry.sourceName, &context)
            }
        }
    }

    private static func check(_ arguments: [InputValueDefinition], owner: String, sourceName: String?, _ context: inout SDLValidationContext) {
        var seen: [String: SourceLocation] = [:]
        for argument in arguments {
            if let first = seen[argument.name] {
                context.report("Argument \"\(owner)(\(argument.name):)\" can only be defined once.", [first, argument.location], in: sourceName)
            } else {
                seen[argument.name] = argument.location
            }
        }
    }
}
