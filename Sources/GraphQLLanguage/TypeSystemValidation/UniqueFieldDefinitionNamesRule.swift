/// The fields of an object, interface or input object have unique names across its definition
/// and extensions (GraphQL spec §3.6.1 "Object Type Validation" 2.1, §3.7 and §3.10 likewise).
enum UniqueFieldDefinitionNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        var seen: [String: [String: SourceLocation]] = [:]
        for entry in context.definitions.typeNodes {
            let typeName = entry.node.name
            let fields: [(String, SourceLocation)] = switch entry.node {
            case .object(let node): node.fields.map { ($0.name, $0.location) }
            case .interface(let node): node.fields.map { ($0.name, $0.location) }
            case .inputObject(let node): node.fields.map { ($0.name, $0.location) }
            default: []
            }
            for (fieldName, location) in fields {
                if let first = seen[typeName]?[fieldName] {
                    context.report("Field \"\(typeName).\(fieldName)\" can only be defined once.", [first, location], in: entry.sourceName)
                } else {
                    seen[typeName, default: [:]][fieldName] = location
                }
            }
        }
    }
}
