/// Every directive is defined once (GraphQL spec §3.13, "Directives": "All directives within a
/// GraphQL schema must have unique names").
enum UniqueDirectiveNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        var seen: [String: SourceLocation] = [:]
        for entry in context.definitions.directiveDefinitions {
            let name = entry.node.name
            if let first = seen[name] {
                context.report(
                    "There can be only one directive named \"@\(name)\".", [first, entry.node.location],
                    in: entry.sourceName)
            } else {
                seen[name] = entry.node.location
            }
        }
    }
}
