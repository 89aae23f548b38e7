public import Foundation

extension AuthError: LocalizedError {
    /// The ``description``, which names the underlying error's type only, never a credential.
    public var errorDescription: String? { description }

    /// The short ``message`` alone.
    public var failureReason: String? { message }
}
