import CourierGraphQL

extension GraphQLClientError {
    /// `error` as a ``GraphQLClientError`` for `operationName`: itself when it already is one, a
    /// `.cancelled` error for a `CancellationError`, a `.transport` error wrapping it otherwise.
    /// The client only throws ``GraphQLClientError``; this covers the rest so that a publisher's
    /// failure type can be concrete.
    static func bridging(_ error: any Error, operationName: String) -> GraphQLClientError {
        if let error = error as? GraphQLClientError { return error }
        let kind: Kind = error is CancellationError ? .cancelled : .transport
        return GraphQLClientError(kind, operationName: operationName, underlyingError: error)
    }
}
