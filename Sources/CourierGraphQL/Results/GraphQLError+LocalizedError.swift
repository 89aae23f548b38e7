public import Foundation

extension GraphQLError: LocalizedError {
    /// The server's ``message`` with its path and code (the ``description``).
    public var errorDescription: String? { description }

    /// The server's ``message`` alone.
    public var failureReason: String? { message }
}
