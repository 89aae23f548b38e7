/// Every named type is defined once (GraphQL spec §3.4, "Types": "All types within a GraphQL
/// schema must have unique names").
enum UniqueTypeNamesRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        // The context found the repeats while indexing the names; only they need a second look.
        let definitions = context.definitions.typeDefinitions
        for index in context.duplicateTypeDefinitionIndices {
            let entry = definitions[index]
            let name = entry.node.name
            guard let first = definitions.first(where: { $0.node.name == name }) else { continue }
            context.report(
                "There can be only one type named \"\(name)\".", [first.node.location, entry.node.location],
                in: entry.sourceName)
        }
    }
}
