/// Why ``AuthMiddleware`` could not authorize a request.
///
/// The middleware never throws this directly: it throws an ``HTTPError`` of kind
/// ``HTTPError/Kind/invalidRequest`` whose `underlyingError` is an `AuthError` (the request could
/// not be sent as configured — with a valid credential). Neither description contains a
/// credential, nor the description of the underlying error, which the app wrote and might.
public struct AuthError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// ``Authenticator/refresh(_:)`` threw.
        case refreshFailed
        /// The ``CredentialStore`` could not load the credential.
        case credentialUnavailable
    }

    /// What went wrong.
    public var kind: Kind
    /// The error the authenticator or the store threw.
    public var underlyingError: (any Error)?

    /// Creates an error.
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - underlyingError: The error behind it, if any.
    public init(_ kind: Kind, underlyingError: (any Error)? = nil) {
        self.kind = kind
        self.underlyingError = underlyingError
    }

    /// A short explanation without secrets.
    public var message: String {
        switch kind {
        case .refreshFailed: return "the credential refresh failed"
        case .credentialUnavailable: return "the stored credential could not be loaded"
        }
    }

    /// `AuthError.kind: message`, naming the underlying error's type only.
    public var description: String {
        var text = "AuthError.\(kind): \(message)"
        if let underlyingError { text += " (\(type(of: underlyingError)))" }
        return text
    }
}
