import CourierAPI
public import Foundation
public import GraphQLLanguage

/// Reading introspection results (`schema.json`) the way the `courier` CLI does: parsed with
/// CourierAPI's JSON tape, then read by ``/GraphQLLanguage/GraphQLSchema/readIntrospection(_:)``.
public enum IntrospectionFile {
    /// Reads the JSON bytes of an introspection result.
    /// - Parameter data: The JSON bytes, with or without the `{"data": …}` envelope.
    /// - Returns: The schema, what was skipped, and the schema's type-system problems.
    /// - Throws: ``/GraphQLLanguage/IntrospectionSchemaError``: malformed JSON, a wrong shape, an unparsable
    ///   default value or a dangling type reference.
    public static func read(_ data: Data) throws(IntrospectionSchemaError) -> IntrospectionReadResult {
        try read(parsing: { () throws(JSONParseError) in try JSONTape(parsing: [UInt8](data)) })
    }

    /// Reads the JSON text of an introspection result; see ``read(_:)``.
    /// - Parameter text: The JSON text.
    /// - Returns: The schema, what was skipped, and the schema's type-system problems.
    /// - Throws: ``/GraphQLLanguage/IntrospectionSchemaError``.
    public static func read(text: String) throws(IntrospectionSchemaError) -> IntrospectionReadResult {
        try read(parsing: { () throws(JSONParseError) in try JSONTape(parsing: text) })
    }

    private static func read(parsing: () throws(JSONParseError) -> JSONTape) throws(IntrospectionSchemaError)
        -> IntrospectionReadResult
    {
        let tape: JSONTape
        do {
            tape = try parsing()
        } catch {
            throw .malformedJSON(error.description)
        }
        return try GraphQLSchema.readIntrospection(TapeIntrospectionDocument(tape))
    }
}
