/// Why a server was not trusted: which host, what went wrong, and which pins were expected.
///
/// Transports throw it as the ``HTTPError/underlyingError`` of an ``HTTPError`` of kind
/// ``HTTPError/Kind/serverTrust``, whose message is this error's ``description``.
public struct ServerTrustError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The chain passed the system evaluation, but none of its certificates or public keys is
        /// one of the pins; the public-key hashes it did present, leaf first.
        case pinMismatch(presentedPublicKeyHashes: [String])
        /// The platform did not trust the certificate (unknown root, expired, wrong host name …),
        /// with its explanation.
        case systemEvaluationFailed(String)
        /// The host is pinned, but this platform's transport cannot see the certificate chain
        /// (Linux's FoundationNetworking), so the request was refused before anything was sent.
        case pinningUnavailable
        /// The host is pinned, but the request was plain `http`, so it was refused before anything
        /// was sent.
        case unencryptedConnection
        /// Bytes given as a certificate are not a DER X.509 certificate.
        case malformedCertificate(String)
    }

    /// The host whose trust failed (empty for ``Reason/malformedCertificate(_:)``).
    public var host: String
    /// What went wrong.
    public var reason: Reason
    /// The pins the host was expected to match, in a stable order; empty when it is not pinned.
    public var expectedPins: [ServerTrustPin]

    /// Creates an error.
    /// - Parameters:
    ///   - host: The host.
    ///   - reason: What went wrong.
    ///   - expectedPins: The pins the host had to match.
    public init(host: String, reason: Reason, expectedPins: some Sequence<ServerTrustPin> = []) {
        self.host = host
        self.reason = reason
        self.expectedPins = expectedPins.sorted { $0.description < $1.description }
    }

    /// `server trust failed for HOST: reason; expected one of: pins`.
    public var description: String {
        var text = "server trust failed for \(host.isEmpty ? "a certificate" : host): "
        switch reason {
        case .pinMismatch(let presented):
            text +=
                "no certificate of the chain matches a pin (public keys presented: "
                + presented.map { "sha256/\($0)" }.joined(separator: ", ") + ")"
        case .systemEvaluationFailed(let explanation):
            text += "the system did not trust the certificate: \(explanation)"
        case .pinningUnavailable:
            text += "the host is pinned, and this platform's URLSession cannot check pins, so nothing was sent"
        case .unencryptedConnection:
            text += "the host is pinned, and the request is not https, so nothing was sent"
        case .malformedCertificate(let explanation):
            text += "malformed certificate: \(explanation)"
        }
        if !expectedPins.isEmpty {
            text += "; expected one of: " + expectedPins.map(\.description).joined(separator: ", ")
        }
        return text
    }
}
