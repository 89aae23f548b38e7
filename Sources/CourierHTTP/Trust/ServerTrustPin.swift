internal import CourierSupport
public import Foundation

/// One thing a pinned host's certificate chain must contain: a certificate, or a public key
/// identified by the SHA-256 hash of its SubjectPublicKeyInfo (the HPKP `pin-sha256` value).
///
/// ```swift
/// let pin = ServerTrustPin.publicKeyHash("r/mIkG3eEpVdm+u/ko/cwxzOMo1bk4TyHIlByibiA5E=")
/// let fromFile = try ServerTrustPin.publicKey(ofCertificate: Data(contentsOf: derURL))
/// ```
///
/// A chain matches when any of its certificates is a pinned certificate or carries a pinned
/// public key, leaf, intermediate or root alike. Pin a key you control plus a backup key, so that a
/// certificate renewal does not lock your app out.
public struct ServerTrustPin: Sendable, Hashable, CustomStringConvertible {
    enum Value: Hashable {
        /// A certificate's DER bytes.
        case certificate(Data)
        /// The standard base64 SHA-256 of a SubjectPublicKeyInfo.
        case publicKeyHash(String)
    }

    let value: Value

    /// A pin of a whole certificate, compared byte for byte.
    /// - Parameter der: The certificate's DER bytes (a `.cer`/`.der` file, not PEM text).
    /// - Returns: The pin.
    public static func certificate(_ der: Data) -> ServerTrustPin {
        ServerTrustPin(value: .certificate(der))
    }

    /// A pin of a public key by the standard base64 SHA-256 of its SubjectPublicKeyInfo, as
    /// HPKP, OkHttp and Alamofire users write it, with or without a `sha256/` prefix.
    ///
    /// The value is what `openssl x509 -pubkey -noout -in cert.pem | openssl pkey -pubin -outform der
    /// | openssl dgst -sha256 -binary | base64` prints. A value that is not the base64 of 32 bytes
    /// never matches, so a typo fails closed.
    /// - Parameter base64: The hash.
    /// - Returns: The pin.
    public static func publicKeyHash(_ base64: String) -> ServerTrustPin {
        ServerTrustPin(value: .publicKeyHash(CertificateDER.normalizedPin(base64)))
    }

    /// A pin of the public key of a certificate.
    /// - Parameter der: The certificate's DER bytes.
    /// - Returns: The ``publicKeyHash(_:)`` pin of its SubjectPublicKeyInfo.
    /// - Throws: ``ServerTrustError`` with reason ``ServerTrustError/Reason/malformedCertificate(_:)``
    ///   when the bytes are not a DER certificate.
    public static func publicKey(ofCertificate der: Data) throws(ServerTrustError) -> ServerTrustPin {
        guard let hash = publicKeyHash(ofCertificate: der) else {
            throw ServerTrustError(host: "", reason: .malformedCertificate("not a DER X.509 certificate"))
        }
        return .publicKeyHash(hash)
    }

    /// The standard base64 SHA-256 of a certificate's SubjectPublicKeyInfo, or `nil` when the
    /// bytes are not a DER certificate.
    static func publicKeyHash(ofCertificate der: Data) -> String? {
        CertificateDER.publicKeyPin(of: [UInt8](der))
    }

    /// `public key sha256/…`, or `certificate sha256/…` with the hash of the certificate's bytes.
    public var description: String {
        switch value {
        case .publicKeyHash(let hash): "public key sha256/\(hash)"
        case .certificate(let der): "certificate sha256/\(Data(SHA256Hasher.hash(der)).base64EncodedString())"
        }
    }
}
