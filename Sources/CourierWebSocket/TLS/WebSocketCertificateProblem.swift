/// Why the server's certificate was rejected during a `wss://` handshake.
public enum WebSocketCertificateProblem: Sendable, Hashable, CustomStringConvertible {
    /// The certificate (or one in its chain) is past its "not after" date.
    case expired
    /// The certificate (or one in its chain) is before its "not before" date.
    case notYetValid
    /// The certificate does not name the host (DNS name or IP address) of the URL.
    case hostnameMismatch(host: String)
    /// The server presented a self-signed certificate that is not a trusted root.
    case selfSigned
    /// The chain does not lead to a trusted root (unknown or missing issuer).
    case untrustedRoot
    /// The certificate was revoked by its issuer.
    case revoked
    /// Another verification failure; the text is the verifier's reason (and code, if any).
    case other(String)
    /// No certificate of the server's chain matches ``WebSocketTLSConfiguration/pinnedPublicKeyHashes``
    /// or ``WebSocketTLSConfiguration/pinnedCertificates``.
    case pinMismatch(host: String)

    /// A sentence describing the problem.
    public var description: String {
        switch self {
        case .expired: "the certificate has expired"
        case .notYetValid: "the certificate is not yet valid"
        case .hostnameMismatch(let host): "the certificate is not valid for \(host)"
        case .selfSigned: "the certificate is self-signed and not trusted"
        case .untrustedRoot: "the certificate chain does not lead to a trusted root"
        case .revoked: "the certificate has been revoked"
        case .other(let reason): "the certificate was rejected: \(reason)"
        case .pinMismatch(let host): "no certificate of the chain for \(host) matches a pinned key or certificate"
        }
    }
}
