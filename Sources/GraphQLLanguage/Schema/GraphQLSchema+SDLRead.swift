/// Building a schema from SDL without rejecting one that breaks type-system rules.
extension GraphQLSchema {
    /// Builds a schema from parsed SDL documents as ``init(documents:)`` does, but returns the
    /// problems of the built schema instead of throwing them.
    ///
    /// The documents' own problems (unknown types or directives, duplicate names, invalid
    /// extensions…) still throw: without them resolved there is no schema to speak of. What
    /// type-system validation of the built schema finds (interface contracts, deprecation,
    /// default values, root types…) is returned with the schema, so that a tool can report it
    /// at the severity it chooses.
    /// - Parameter documents: The SDL documents, as parsed.
    /// - Returns: The schema and its type-system validation problems (with source names).
    /// - Throws: ``SchemaBuildError`` for the documents' own problems.
    public static func readSDL(_ documents: [Document]) throws(SchemaBuildError) -> SDLReadResult {
        let definitions = SDLDefinitions(documents: documents)
        let sdlErrors = TypeSystemValidator.validate(definitions)
        guard sdlErrors.isEmpty else { throw SchemaBuildError(errors: sdlErrors) }
        let builder = SchemaBuilder(definitions: definitions)
        let schema = builder.build()
        var problems = TypeSystemValidator.validate(schema)
        // Source names only matter for errors: look them up on the (rare) failing path.
        if !problems.isEmpty { problems = TypeSystemValidator.validate(schema, sourceNames: builder.sourceNames) }
        return SDLReadResult(schema: schema, validationErrors: problems)
    }
}

/// What ``GraphQLSchema/readSDL(_:)`` gives: the schema and the problems type-system validation
/// found in it.
public struct SDLReadResult: Sendable {
    /// The schema the documents define.
    public var schema: GraphQLSchema
    /// The type-system validation problems of ``schema``; empty when it is valid.
    public var validationErrors: [GraphQLValidationError]
}
