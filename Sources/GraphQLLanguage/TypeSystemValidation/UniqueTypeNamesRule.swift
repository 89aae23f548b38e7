/// Every named type is defined once (GraphQL spec §3.4, "Types": "All types within a GraphQL
/// schema must have unique names").
enum UniqueTypeNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        var seen: [String: SourceLocation] = [:]
        for entry in context.definitions.typeDefinitions {
            let name = entry.node.name
            if let first = seen[name] {
                context.report("There can be only one type named \"\(name)\".", [first, entry.node.location], in: entry.sourceName)
            } else {
                seen[name] = entry.node.location
            }
        }
    }
}
