#if canImport(CCourierOpenSSL)
import CCourierOpenSSL

/// The meaning of OpenSSL's certificate verification result (`SSL_get_verify_result`).
enum OpenSSLVerifyResult {
    /// The problem a verification result code names.
    ///
    /// - Parameters:
    ///   - code: An `X509_V_ERR_*` code other than `X509_V_OK`.
    ///   - host: The host the certificate was checked against.
    /// - Returns: The typed problem; unknown codes become ``WebSocketCertificateProblem/other(_:)``
    ///   with OpenSSL's text for them.
    static func problem(code: Int, host: String) -> WebSocketCertificateProblem {
        switch Int32(truncatingIfNeeded: code) {
        case X509_V_ERR_CERT_HAS_EXPIRED, X509_V_ERR_CRL_HAS_EXPIRED: return .expired
        case X509_V_ERR_CERT_NOT_YET_VALID, X509_V_ERR_CRL_NOT_YET_VALID: return .notYetValid
        case X509_V_ERR_HOSTNAME_MISMATCH, X509_V_ERR_IP_ADDRESS_MISMATCH: return .hostnameMismatch(host: host)
        case X509_V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT: return .selfSigned
        case X509_V_ERR_SELF_SIGNED_CERT_IN_CHAIN, X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT,
            X509_V_ERR_UNABLE_TO_GET_ISSUER_CERT_LOCALLY, X509_V_ERR_UNABLE_TO_VERIFY_LEAF_SIGNATURE,
            X509_V_ERR_CERT_UNTRUSTED:
            return .untrustedRoot
        case X509_V_ERR_CERT_REVOKED: return .revoked
        default:
            let text = X509_verify_cert_error_string(code).map { String(cString: $0) } ?? "unknown"
            return .other("\(text) (X509_V_ERR \(code))")
        }
    }
}
#endif
