/// Building a schema from SDL.
extension GraphQLSchema {
    /// Builds a schema from parsed SDL documents: their type, directive and schema definitions and
    /// extensions (executable definitions are ignored).
    ///
    /// The documents are validated as SDL first (unique names, known types and directives, valid
    /// extensions…), then the built schema is validated as a whole (root types, interface
    /// implementations, input cycles…). Root types come from `schema { … }` or, without one, from
    /// types named `Query`, `Mutation` and `Subscription`.
    /// - Parameter documents: The SDL documents, as parsed.
    /// - Throws: ``SchemaBuildError`` listing every problem.
    public init(documents: [Document]) throws(SchemaBuildError) {
        let definitions = SDLDefinitions(documents: documents)
        let sdlErrors = TypeSystemValidator.validate(definitions)
        guard sdlErrors.isEmpty else { throw SchemaBuildError(errors: sdlErrors) }
        let builder = SchemaBuilder(definitions: definitions)
        let schema = builder.build()
        // Source names only matter for errors: look them up on the (rare) failing path.
        guard TypeSystemValidator.validate(schema).isEmpty else {
            throw SchemaBuildError(errors: TypeSystemValidator.validate(schema, sourceNames: builder.sourceNames))
        }
        self = schema
    }

    /// Builds a schema from one parsed SDL document.
    /// - Parameter document: The SDL document.
    /// - Throws: ``SchemaBuildError`` listing every problem.
    public init(document: Document) throws(SchemaBuildError) {
        try self.init(documents: [document])
    }
}

/// Builds a schema from parsed SDL documents; the same as ``GraphQLSchema/init(documents:)``.
/// - Parameter documents: The SDL documents.
/// - Returns: The schema.
/// - Throws: ``SchemaBuildError`` listing every problem.
public func buildSchema(_ documents: [Document]) throws(SchemaBuildError) -> GraphQLSchema {
    try GraphQLSchema(documents: documents)
}

extension GraphQLSchema {
    /// Parses and builds a schema from SDL text.
    /// - Parameters:
    ///   - sdl: The SDL text.
    ///   - sourceName: The name diagnostics give the text, e.g. its file path.
    /// - Throws: ``GraphQLSyntaxError`` when the text does not parse, ``SchemaBuildError`` when
    ///   the schema is invalid.
    public init(sdl: String, sourceName: String = "schema.graphql") throws {
        try self.init(sources: [Source(sdl, name: sourceName)])
    }

    /// Parses and builds a schema from several SDL sources (e.g. a schema and its extensions).
    /// - Parameter sources: The SDL sources, in order.
    /// - Throws: ``GraphQLSyntaxError`` at the first source that does not parse,
    ///   ``SchemaBuildError`` when the schema is invalid.
    public init(sources: [Source]) throws {
        var documents: [Document] = []
        for source in sources { documents.append(try parse(source)) }
        try self.init(documents: documents)
    }
}
