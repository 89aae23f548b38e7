/// The error thrown when a schema cannot be built: every problem found, in source order.
public struct SchemaBuildError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, each with its location when known.
    public var errors: [GraphQLValidationError]

    /// Creates the error.
    /// - Parameter errors: The problems found.
    public init(errors: [GraphQLValidationError]) {
        self.errors = errors
    }

    /// One problem per line.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
