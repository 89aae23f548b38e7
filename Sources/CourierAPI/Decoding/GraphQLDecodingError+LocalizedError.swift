public import Foundation

extension GraphQLDecodingError: LocalizedError {
    /// `response decoding failed at path: reason`: the response path and what was expected there
    /// (a JSON kind, or for an unusable value such as an unknown enum case, the value).
    public var errorDescription: String? { "response decoding failed at \(description)" }

    /// The reason without the path, e.g. `expected String, found number`.
    public var failureReason: String? { reason }
}
