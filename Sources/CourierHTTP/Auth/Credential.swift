public import Foundation

/// A credential that authorizes requests: an access token, and optionally a refresh token and the
/// date the access token expires.
///
/// Its `description`, `debugDescription` and mirror redact both tokens, so string interpolation,
/// `print`, `debugPrint` and `dump` never reveal them. Only the two token properties hold secrets.
public struct Credential: Sendable, Hashable, Codable, CustomStringConvertible,
    CustomDebugStringConvertible, CustomReflectable
{
    /// The token sent with each request (by default as `Authorization: Bearer <token>`).
    public var accessToken: String
    /// The token an ``Authenticator`` exchanges for a new credential, if the server issued one.
    public var refreshToken: String?
    /// When the access token stops being valid, if known.
    public var expiresAt: Date?

    /// Creates a credential.
    /// - Parameters:
    ///   - accessToken: The token sent with each request.
    ///   - refreshToken: The token used to obtain a new credential, if any.
    ///   - expiresAt: When the access token expires, if known.
    public init(accessToken: String, refreshToken: String? = nil, expiresAt: Date? = nil) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
    }

    /// Whether the access token has expired at `date`, or will within `leeway` seconds.
    ///
    /// A credential without an expiry date never counts as expired: the server's `401` decides.
    /// - Parameters:
    ///   - date: The moment to judge at, usually now.
    ///   - leeway: How many seconds before the expiry date the token already counts as expired.
    /// - Returns: `true` when `expiresAt` is at or before `date + leeway`.
    public func isExpired(at date: Date, leeway: TimeInterval = 0) -> Bool {
        guard let expiresAt else { return false }
        return expiresAt.timeIntervalSince(date) <= leeway
    }

    /// A redacted summary: the tokens are replaced by `<redacted>`, the expiry date is shown.
    public var description: String {
        let refresh = refreshToken == nil ? "nil" : Self.redacted
        let expiry = expiresAt.map { "\($0)" } ?? "nil"
        return "Credential(accessToken: \(Self.redacted), refreshToken: \(refresh), expiresAt: \(expiry))"
    }

    /// The same redacted summary as ``description``.
    public var debugDescription: String { description }

    /// A mirror with the tokens redacted, so that `dump` and debuggers do not print them.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "accessToken": Self.redacted,
                "refreshToken": refreshToken == nil ? "nil" : Self.redacted,
                "expiresAt": expiresAt as Any,
            ],
            displayStyle: .struct
        )
    }

    private static let redacted = "<redacted>"
}
