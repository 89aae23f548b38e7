internal import CourierSupport
public import Foundation

/// How a `wss://` connection checks the server: which roots it trusts and whether it verifies
/// the certificate at all.
///
/// The default verifies the chain against the system trust store, checks that the certificate
/// names the URL's host (a DNS name or an IP address) and sends the host as SNI.
public struct WebSocketTLSConfiguration: Sendable, Hashable {
    /// Whether the system's trust store (on Linux, OpenSSL's default paths, e.g.
    /// `/etc/ssl/certs` from `ca-certificates`) is trusted (default `true`).
    public var trustsSystemRoots = true
    /// Root certificates trusted in addition to (or, with ``trustsSystemRoots`` off, instead of)
    /// the system's, e.g. a test CA.
    public var additionalTrustRoots: [WebSocketTrustRoot] = []
    /// Whether and how the server's certificate is verified (default
    /// ``WebSocketCertificateVerification/fullVerification``).
    public var certificateVerification: WebSocketCertificateVerification = .fullVerification
    /// Public keys the server's chain must contain, each as the standard base64 SHA-256 of its
    /// SubjectPublicKeyInfo (HPKP's `pin-sha256`; a `sha256/` prefix is allowed), the same value
    /// as `ServerTrustPin.publicKeyHash(_:)` in CourierHTTP.
    ///
    /// With any pin set (here or in ``pinnedCertificates``), a connection succeeds only when a
    /// certificate of the chain — leaf, intermediate or root — carries a pinned key or is a pinned
    /// certificate; otherwise it fails with ``WebSocketError/certificateRejected(_:)`` and
    /// ``WebSocketCertificateProblem/pinMismatch(host:)`` before the upgrade request is sent. Pins
    /// are checked after, never instead of, ``certificateVerification``. Pin a key you control
    /// plus a backup key, so that a certificate renewal does not lock the app out.
    public var pinnedPublicKeyHashes: [String] = []
    /// Certificates (DER bytes, not PEM text) the server's chain must contain, compared byte for
    /// byte; see ``pinnedPublicKeyHashes``.
    public var pinnedCertificates: [Data] = []

    /// Creates a configuration with the defaults, adjusted by `configure`.
    ///
    /// - Parameter configure: Changes to the defaults.
    public init(_ configure: (inout WebSocketTLSConfiguration) -> Void = { _ in }) {
        configure(&self)
    }
}

extension WebSocketTLSConfiguration {
    /// Whether any pin is set.
    var hasPins: Bool { !pinnedPublicKeyHashes.isEmpty || !pinnedCertificates.isEmpty }

    /// The problem with `chain` (DER certificates) under the pins, or `nil` when no pin is set or
    /// a certificate of the chain matches one.
    func pinProblem(chain: [[UInt8]], host: String) -> WebSocketCertificateProblem? {
        guard hasPins else { return nil }
        let keys = Set(pinnedPublicKeyHashes.map(CertificateDER.normalizedPin))
        let certificates = Set(pinnedCertificates)
        for certificate in chain {
            if certificates.contains(Data(certificate)) { return nil }
            if let pin = CertificateDER.publicKeyPin(of: certificate), keys.contains(pin) { return nil }
        }
        return .pinMismatch(host: host)
    }
}

/// A root certificate a `wss://` connection trusts: one or more PEM-encoded certificates.
public struct WebSocketTrustRoot: Sendable, Hashable {
    /// The PEM text (`-----BEGIN CERTIFICATE-----` blocks).
    public var pem: Data

    /// Creates a trust root from PEM text.
    ///
    /// - Parameter pem: One or more PEM certificate blocks.
    public init(pem: Data) { self.pem = pem }

    /// Reads a trust root from a PEM file.
    ///
    /// - Parameter path: The file's path.
    /// - Returns: The trust root.
    /// - Throws: The file system's error when the file cannot be read.
    public static func pemFile(atPath path: String) throws -> WebSocketTrustRoot {
        WebSocketTrustRoot(pem: try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The DER bytes of each certificate block, in order (for platforms whose APIs take DER).
    var derCertificates: [Data] {
        let text = String(decoding: pem, as: UTF8.self)
        var certificates: [Data] = []
        var body: String?
        for line in text.split(whereSeparator: \.isNewline).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line == "-----BEGIN CERTIFICATE-----" {
                body = ""
            } else if line == "-----END CERTIFICATE-----" {
                if let base64 = body, let der = Data(base64Encoded: base64) { certificates.append(der) }
                body = nil
            } else if body != nil {
                body? += line
            }
        }
        return certificates
    }
}

/// Whether a `wss://` connection verifies the server's certificate: an open set of named
/// policies.
public struct WebSocketCertificateVerification: Sendable, Hashable, CustomStringConvertible {
    enum Mode: Sendable, Hashable { case full, none }
    let mode: Mode

    /// The chain must lead to a trusted root, be within its validity dates, and name the host.
    public static let fullVerification = WebSocketCertificateVerification(mode: .full)

    /// Accepts any certificate from anyone, including an attacker in the middle: the connection
    /// is encrypted but not authenticated. For throw-away local experiments only; add the test
    /// CA with ``WebSocketTLSConfiguration/additionalTrustRoots`` instead.
    public static let dangerouslyAcceptAnyCertificate = WebSocketCertificateVerification(mode: .none)

    /// The policy's name.
    public var description: String {
        switch mode {
        case .full: "fullVerification"
        case .none: "dangerouslyAcceptAnyCertificate"
        }
    }
}
