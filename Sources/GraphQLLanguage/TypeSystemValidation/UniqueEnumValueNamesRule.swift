/// The values of an enum have unique names across its definition and extensions (GraphQL spec
/// §3.9, "Enum Type Validation" 2.2).
enum UniqueEnumValueNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        var pooled: [String: [String: SourceLocation]] = [:]
        for entry in context.typeNodes {
            guard case .enumType(let node) = entry.node else { continue }
            let values = node.values
            if !context.extendedTypeNames.contains(node.name) && values.count <= 32 {
                // One short definition: compare names pairwise, without hashing.
                for index in values.indices.dropFirst() {
                    let name = values[index].name
                    if let first = values[..<index].firstIndex(where: { $0.name == name }) {
                        report(
                            node.name, name, values[first].location, values[index].location, entry.sourceName, &context)
                    }
                }
                continue
            }
            for value in values {
                if let first = pooled[node.name]?[value.name] {
                    report(node.name, value.name, first, value.location, entry.sourceName, &context)
                } else {
                    pooled[node.name, default: [:]][value.name] = value.location
                }
            }
        }
    }

    private static func report(
        _ enumName: String, _ valueName: String, _ first: SourceLocation, _ second: SourceLocation,
        _ sourceName: String?,
        _ context: inout SDLValidationContext
    ) {
        context.report(
            "Enum value \"\(enumName).\(valueName)\" can only be defined once.", [first, second], in: sourceName)
    }
}
