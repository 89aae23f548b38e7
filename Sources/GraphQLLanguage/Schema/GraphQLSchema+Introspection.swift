public import Foundation

/// Building a schema from an introspection result (graphql-js `buildClientSchema`).
extension GraphQLSchema {
    /// Builds a schema from the JSON result of an introspection query, with or without the
    /// `{"data": …}` envelope. The result's introspection types and built-in scalars are replaced
    /// by the standard ones; missing built-in directives are added. The schema is then validated.
    /// - Parameter data: The JSON bytes.
    /// - Throws: ``IntrospectionSchemaError`` for malformed JSON, a result of the wrong shape,
    ///   an unparsable default value, or an invalid schema.
    public init(introspectionJSON data: Data) throws(IntrospectionSchemaError) {
        let schemaObject = try IntrospectionJSONReader.schemaObject(from: data)
        let schema = try IntrospectionSchemaReader(schemaObject: schemaObject).build()
        let errors = TypeSystemValidator.validate(schema)
        guard errors.isEmpty else { throw .invalidSchema(errors) }
        self = schema
    }

    /// Builds a schema from the JSON text of an introspection result; see ``init(introspectionJSON:)-(Data)``.
    /// - Parameter text: The JSON text.
    /// - Throws: ``IntrospectionSchemaError``.
    public init(introspectionJSON text: String) throws(IntrospectionSchemaError) {
        try self.init(introspectionJSON: Data(text.utf8))
    }
}
