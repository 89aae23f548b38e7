/// The values of an enum have unique names across its definition and extensions (GraphQL spec
/// §3.9, "Enum Type Validation" 2.2).
enum UniqueEnumValueNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        var seen: [String: [String: SourceLocation]] = [:]
        for entry in context.typeNodes {
            guard case .enumType(let node) = entry.node else { continue }
            for value in node.values {
                if let first = seen[node.name]?[value.name] {
                    context.report("Enum value \"\(node.name).\(value.name)\" can only be defined once.", [first, value.location], in: entry.sourceName)
                } else {
                    seen[node.name, default: [:]][value.name] = value.location
                }
            }
        }
    }
}
