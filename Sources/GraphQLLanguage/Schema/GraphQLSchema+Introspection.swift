public import Foundation

/// Building a schema from an introspection result (graphql-js `buildClientSchema`).
extension GraphQLSchema {
    /// Reads an introspection result, with or without the `{"data": …}` envelope, from any JSON
    /// parser's values, without rejecting a schema that breaks type-system rules.
    ///
    /// The result's introspection types and built-in scalars are replaced by the standard ones;
    /// missing built-in directives are added. What a newer server may add and Courier does not
    /// know (a directive location, a type kind, a member) is skipped with a warning.
    /// - Parameter document: The parsed JSON.
    /// - Returns: The schema, the warnings and the schema's type-system validation problems.
    /// - Throws: ``IntrospectionSchemaError`` for a result of the wrong shape, an unparsable
    ///   default value or a reference to a type the result does not define.
    public static func readIntrospection(_ document: any IntrospectionJSONDocument) throws(IntrospectionSchemaError)
        -> IntrospectionReadResult
    {
        let reader = IntrospectionSchemaReader(document: document)
        let schema = try reader.read()
        return IntrospectionReadResult(
            schema: schema, warnings: reader.warnings, validationErrors: TypeSystemValidator.validate(schema))
    }

    /// Reads the JSON bytes of an introspection result with Foundation's `JSONSerialization`; see
    /// ``readIntrospection(_:)``.
    /// - Parameter data: The JSON bytes.
    /// - Returns: The schema, the warnings and the schema's type-system validation problems.
    /// - Throws: ``IntrospectionSchemaError``, also for malformed JSON.
    public static func readIntrospection(json data: Data) throws(IntrospectionSchemaError) -> IntrospectionReadResult {
        try readIntrospection(FoundationIntrospectionDocument(parsing: data))
    }

    /// Builds a valid schema from the JSON result of an introspection query, with or without the
    /// `{"data": …}` envelope; see ``readIntrospection(_:)``. Skipped parts are not reported: use
    /// ``readIntrospection(json:)`` to see them.
    /// - Parameter data: The JSON bytes.
    /// - Throws: ``IntrospectionSchemaError`` for malformed JSON, a result of the wrong shape,
    ///   an unparsable default value, or an invalid schema.
    public init(introspectionJSON data: Data) throws(IntrospectionSchemaError) {
        let result = try Self.readIntrospection(json: data)
        guard result.validationErrors.isEmpty else { throw .invalidSchema(result.validationErrors) }
        self = result.schema
    }

    /// Builds a schema from the JSON text of an introspection result; see ``init(introspectionJSON:)-(Data)``.
    /// - Parameter text: The JSON text.
    /// - Throws: ``IntrospectionSchemaError``.
    public init(introspectionJSON text: String) throws(IntrospectionSchemaError) {
        try self.init(introspectionJSON: Data(text.utf8))
    }
}
