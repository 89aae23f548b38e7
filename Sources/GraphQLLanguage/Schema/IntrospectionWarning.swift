/// A part of an introspection result that the reader did not understand and skipped, named by its
/// JSON path (e.g. `data.__schema.directives[2].locations[4]`).
///
/// graphql-core's `build_client_schema` accepts results from newer servers; so does Courier: an
/// unknown directive location, type kind or member is left out of the schema, with one of these.
public struct IntrospectionWarning: Sendable, Hashable, CustomStringConvertible {
    /// Where the skipped value is, as a dotted JSON path with `[index]` for array elements.
    public var path: String
    /// What was skipped and why.
    public var message: String

    /// Creates a warning.
    /// - Parameters:
    ///   - path: The JSON path of the skipped value.
    ///   - message: What was skipped.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
