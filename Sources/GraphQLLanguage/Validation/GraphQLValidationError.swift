/// A problem found while validating a document against a schema, or a schema itself.
///
/// Messages follow graphql-js wording where there is one; locations point at the nodes involved,
/// in the order the message mentions them.
public struct GraphQLValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    public var message: String
    /// The places involved, most relevant first.
    public var locations: [SourceLocation]
    /// The name of the source the first location belongs to (usually a file path), when known.
    public var sourceName: String?

    /// Creates an error.
    /// - Parameters:
    ///   - message: What is wrong.
    ///   - locations: The places involved.
    ///   - sourceName: The source's name, when known.
    public init(_ message: String, locations: [SourceLocation] = [], sourceName: String? = nil) {
        self.message = message
        self.locations = locations
        self.sourceName = sourceName
    }

    /// `name:line:column: error: message`, or just the message when there is no location.
    public var description: String {
        guard let first = locations.first else { return message }
        return "\(sourceName.map { "\($0):" } ?? "")\(first.line):\(first.column): error: \(message)"
    }
}
