/// The fields of an object, interface or input object have unique names across its definition
/// and extensions (GraphQL spec §3.6.1 "Object Type Validation" 2.1, §3.7 and §3.10 likewise).
enum UniqueFieldDefinitionNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        // Types with extensions pool their fields across nodes; the others are checked node by node.
        var pooled: [String: [(name: String, location: SourceLocation)]] = [:]
        for entry in context.typeNodes {
            let typeName = entry.node.name
            let fields: [(name: String, location: SourceLocation)] = switch entry.node {
            case .object(let node): node.fields.map { ($0.name, $0.location) }
            case .interface(let node): node.fields.map { ($0.name, $0.location) }
            case .inputObject(let node): node.fields.map { ($0.name, $0.location) }
            default: []
            }
            var known = context.extendedTypeNames.contains(typeName) ? pooled[typeName, default: []] : []
            // Short lists are scanned; long ones get an index so that the check stays linear.
            var index: [String: SourceLocation]? = known.count + fields.count > 32
                ? Dictionary(known.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first }) : nil
            for field in fields {
                let first = index != nil ? index?[field.name] : known.first(where: { $0.name == field.name })?.location
                if let first {
                    context.report("Field \"\(typeName).\(field.name)\" can only be defined once.", [first, field.location], in: entry.sourceName)
                } else {
                    known.append(field)
                    index?[field.name] = field.location
                }
            }
            if context.extendedTypeNames.contains(typeName) { pooled[typeName] = known }
        }
    }
}
