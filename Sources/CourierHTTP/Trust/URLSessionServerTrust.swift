import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(Security)
import Security
#endif

/// Where ``ServerTrustPolicy`` meets URLSession: whether pins can be checked here, the
/// recognition of the platform's own certificate failures, and (on Apple platforms) the
/// evaluation of a server-trust challenge.
enum URLSessionServerTrust {
    /// Whether URLSession shows the delegate the server's certificate chain on this platform.
    ///
    /// Apple platforms deliver a server-trust challenge with a `SecTrust`. Linux's
    /// FoundationNetworking does not: libcurl verifies the peer against the system CA bundle (the
    /// first of `/etc/ssl/certs/ca-certificates.crt`, `/etc/pki/tls/certs/ca-bundle.crt` … that
    /// exists) and no challenge ever reaches the delegate.
    static var canCheckPins: Bool {
        #if canImport(Security) && !canImport(FoundationNetworking)
        return true
        #else
        return false
        #endif
    }

    /// The ``ServerTrustError`` for a URLSession error that reports an untrusted certificate, or
    /// `nil` for any other error.
    ///
    /// Apple platforms report these with the `serverCertificate…` codes. FoundationNetworking
    /// reports every libcurl failure it does not map as `URLError.unknown` with libcurl's message,
    /// so there the certificate failures are recognised by libcurl's texts for
    /// `CURLE_PEER_FAILED_VERIFICATION` ("SSL certificate problem: …", "SSL: no alternative
    /// certificate subject name matches …", "SSL: certificate subject name … does not match …").
    static func failure(for error: URLError, host: String?) -> ServerTrustError? {
        let isTrustFailure: Bool
        switch error.code {
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
            .serverCertificateNotYetValid:
            isTrustFailure = true
        case .unknown:
            let message = error.localizedDescription
            isTrustFailure =
                message.hasPrefix("SSL certificate problem")
                || message.hasPrefix("SSL: no alternative certificate subject name")
                || (message.hasPrefix("SSL: certificate subject name") && message.contains("does not match"))
                || message.hasPrefix("SSL peer certificate or SSH remote key was not OK")
        default:
            isTrustFailure = false
        }
        guard isTrustFailure else { return nil }
        return ServerTrustError(host: host ?? "", reason: .systemEvaluationFailed(error.localizedDescription))
    }

    #if canImport(Security) && !canImport(FoundationNetworking)
    /// The outcome of a server-trust challenge for a pinned host: the system evaluation for the
    /// challenged host, then the pins against the chain's certificates.
    /// - Returns: `nil` to accept the trust, or the error to fail the exchange with.
    static func evaluate(_ trust: SecTrust, host: String, policy: ServerTrustPolicy) -> ServerTrustError? {
        let pins = policy.pins(forHost: host) ?? []
        SecTrustSetPolicies(trust, SecPolicyCreateSSL(true, host as CFString))
        var failure: CFError?
        guard SecTrustEvaluateWithError(trust, &failure) else {
            let explanation = failure.map { ($0 as any Error).localizedDescription } ?? "not trusted"
            return ServerTrustError(host: host, reason: .systemEvaluationFailed(explanation), expectedPins: pins)
        }
        let certificates = (SecTrustCopyCertificateChain(trust) as? [SecCertificate]) ?? []
        return policy.evaluate(chain: certificates.map { SecCertificateCopyData($0) as Data }, host: host)
    }
    #endif
}
