/// A set of SDL documents has at most one `schema { … }` definition (GraphQL spec §3.3, "Schema").
enum LoneSchemaDefinitionRule: SDLValidationRule {
    static func validate(_ context: inout SDLValidationContext) {
        for entry in context.definitions.schemaDefinitions.dropFirst() {
            context.report("Must provide only one schema definition.", [entry.node.location], in: entry.sourceName)
        }
    }
}
