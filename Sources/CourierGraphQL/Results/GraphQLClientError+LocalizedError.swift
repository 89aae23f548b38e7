public import Foundation

extension GraphQLClientError: LocalizedError {
    /// The ``description``: phase, operation, status, the server's errors and a bounded body
    /// excerpt; request URLs appear redacted and header values never.
    public var errorDescription: String? { description }
}
