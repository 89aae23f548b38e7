/// Each root operation is given a type at most once across the schema definition and its
/// extensions (GraphQL spec §3.3.1, "Root Operation Types").
enum UniqueOperationTypesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        var seen: [OperationType: SourceLocation] = [:]
        let definitions = context.definitions
        let groups =
            definitions.schemaDefinitions.map { ($0.node.operationTypes, $0.sourceName) }
            + definitions.schemaExtensions.map { ($0.node.operationTypes, $0.sourceName) }
        for (operationTypes, sourceName) in groups {
            for entry in operationTypes {
                if let first = seen[entry.operation] {
                    context.report(
                        "There can be only one \(entry.operation.rawValue) type in schema.", [first, entry.location],
                        in: sourceName
                    )
                } else {
                    seen[entry.operation] = entry.location
                }
            }
        }
    }
}
