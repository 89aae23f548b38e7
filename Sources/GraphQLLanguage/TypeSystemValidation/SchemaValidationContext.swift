/// What a schema validation rule sees: the built schema, where its parts came from, and a way to
/// report problems.
struct SchemaValidationContext {
    /// The schema being validated.
    let schema: GraphQLSchema
    /// The source each type (by name) and directive (by `@name`) came from, when known.
    let sourceNames: [String: String]
    /// The problems found so far.
    private(set) var errors: [GraphQLValidationError] = []

    /// The types the schema defines itself, in order (built-in scalars and introspection types
    /// are trusted and skipped).
    var definedTypes: [GraphQLNamedType] {
        schema.typeNames.compactMap { name in
            GraphQLSchema.isBuiltInTypeName(name) ? nil : schema.types[name]
        }
    }

    /// The directives the schema defines itself (built-ins skipped).
    var definedDirectives: [GraphQLDirective] {
        schema.directiveNames.compactMap { name in
            guard let directive = schema.directives[name] else { return nil }
            return GraphQLSchema.builtInDirectives.contains(directive) ? nil : directive
        }
    }

    /// Records a problem found in the type (or `@directive`) called `owner`.
    mutating func report(_ message: String, _ locations: [SourceLocation?], owner: String?) {
        errors.append(GraphQLValidationError(
            message, locations: locations.compactMap { $0 }, sourceName: owner.flatMap { sourceNames[$0] }
        ))
    }
}

/// One schema validation rule: a check over a built schema (graphql-js `validateSchema`).
protocol SchemaValidationRule {
    /// Reports the rule's problems into `context`.
    static func validate(_ context: inout SchemaValidationContext)
}
