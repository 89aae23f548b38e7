/// The fields of an object, interface or input object have unique names across its definition
/// and extensions (GraphQL spec §3.6.1 "Object Type Validation" 2.1, §3.7 and §3.10 likewise).
enum UniqueFieldDefinitionNamesRule: SDLValidationRule {
    /// A field's name and where it stands.
    private struct Seen {
        var name: String
        var location: SourceLocation
    }

    static func validate(_ context: inout SDLValidationContext) {
        // Types with extensions pool their fields across nodes; the others are checked node by node.
        var pooled: [String: [Seen]] = [:]
        for entry in context.typeNodes {
            switch entry.node {
            case .object(let node): check(node.fields, entry, &pooled, &context)
            case .interface(let node): check(node.fields, entry, &pooled, &context)
            case .inputObject(let node): check(node.fields, entry, &pooled, &context)
            default: break
            }
        }
    }

    private static func check<Field: NamedDefinitionNode>(
        _ fields: [Field], _ entry: SDLDefinitions.Entry<TypeDefinition>, _ pooled: inout [String: [Seen]],
        _ context: inout SDLValidationContext
    ) {
        let typeName = entry.node.name
        let isPooled = context.extendedTypeNames.contains(typeName)
        let earlier = isPooled ? pooled[typeName, default: []] : []
        if earlier.isEmpty && fields.count <= 32 {
            // The common case: one short definition. Compare names pairwise, without copying fields.
            for index in fields.indices.dropFirst() {
                let fieldName = fields[index].name
                if let first = fields[..<index].firstIndex(where: { $0.name == fieldName }) {
                    report(typeName, fieldName, fields[first].location, fields[index].location, entry, &context)
                }
            }
        } else {
            var seen = Dictionary(earlier.map { ($0.name, $0.location) }, uniquingKeysWith: { first, _ in first })
            for field in fields {
                let fieldName = field.name
                if let first = seen[fieldName] {
                    report(typeName, fieldName, first, field.location, entry, &context)
                } else {
                    seen[fieldName] = field.location
                }
            }
        }
        if isPooled {
            pooled[typeName] = earlier + fields.map { Seen(name: $0.name, location: $0.location) }
        }
    }

    private static func report(
        _ typeName: String, _ fieldName: String, _ first: SourceLocation, _ second: SourceLocation,
        _ entry: SDLDefinitions.Entry<TypeDefinition>, _ context: inout SDLValidationContext
    ) {
        context.report(
            "Field \"\(typeName).\(fieldName)\" can only be defined once.", [first, second], in: entry.sourceName)
    }
}

/// A definition with a name and a location: what the uniqueness rules compare.
protocol NamedDefinitionNode {
    var name: String { get }
    var location: SourceLocation { get }
}

extension FieldDefinition: NamedDefinitionNode {}
extension InputValueDefinition: NamedDefinitionNode {}
