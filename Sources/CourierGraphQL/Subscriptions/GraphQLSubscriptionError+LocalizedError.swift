public import Foundation

extension GraphQLSubscriptionError: LocalizedError {
    /// The ``description``: the kind (with its close code or limit), the operation, the server's
    /// errors and the underlying error — never the `connection_init` payload or header fields.
    public var errorDescription: String? { description }
}

extension GraphQLWebSocketMessageError: LocalizedError {
    /// The ``description``: what was wrong with the server's message.
    public var errorDescription: String? { description }
}
