/// Every type an SDL document refers to is defined or built in (GraphQL spec §3.4, "Types", and
/// the validation of each definition that names a type).
enum SDLKnownTypeNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        var references: [(name: String, location: SourceLocation, sourceName: String?)] = []
        let definitions = context.definitions
        for entry in definitions.schemaDefinitions {
            references += entry.node.operationTypes.map { ($0.type, $0.location, entry.sourceName) }
        }
        for entry in definitions.schemaExtensions {
            references += entry.node.operationTypes.map { ($0.type, $0.location, entry.sourceName) }
        }
        for entry in definitions.directiveDefinitions {
            references += entry.node.arguments.map { ($0.type.namedType, $0.location, entry.sourceName) }
        }
        for entry in definitions.typeNodes {
            let source = entry.sourceName
            let location = entry.node.location
            switch entry.node {
            case .scalar: break
            case .object(let node):
                references += node.interfaces.map { ($0, location, source) } + fieldReferences(node.fields, source)
            case .interface(let node):
                references += node.interfaces.map { ($0, location, source) } + fieldReferences(node.fields, source)
            case .union(let node): references += node.types.map { ($0, location, source) }
            case .enumType: break
            case .inputObject(let node): references += node.fields.map { ($0.type.namedType, $0.location, source) }
            }
        }
        for reference in references where !context.isKnownType(reference.name) {
            context.report("Unknown type \"\(reference.name)\".", [reference.location], in: reference.sourceName)
        }
    }

    private static func fieldReferences(_ fields: [FieldDefinition], _ source: String?) -> [(name: String, location: SourceLocation, sourceName: String?)] {
        fields.flatMap { field in
            [(field.type.namedType, field.location, source)] + field.arguments.map { ($0.type.namedType, $0.location, source) }
        }
    }
}
