/// The reason a single-response fetch refused an operation with deferred fragments: its answer
/// comes in increments, which only `fetchIncrementally(query:options:)` delivers.
///
/// It is the ``GraphQLClientError/underlyingError`` of a ``GraphQLClientError`` of kind
/// ``GraphQLClientError/Kind/invalidRequest``, thrown before anything is sent.
public struct IncrementalOperationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The operation's name.
    public var operationName: String

    /// Creates the error for `operationName`.
    /// - Parameter operationName: The operation's name.
    public init(operationName: String) {
        self.operationName = operationName
    }

    /// What to call instead.
    public var description: String {
        "\(operationName) uses @defer, so its answer arrives in increments: "
            + "fetch it with fetchIncrementally(query:options:), which yields each increment"
    }
}
