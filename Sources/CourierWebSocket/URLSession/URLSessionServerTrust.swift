#if canImport(Darwin)
import CourierSupport
import Foundation
import Security

/// The server-trust evaluation of ``URLSessionWebSocketConnection``: the same policy as the
/// POSIX client's OpenSSL verification (system roots plus
/// ``WebSocketTLSConfiguration/additionalTrustRoots``, the URL's host), with the same problems.
enum URLSessionServerTrust {
    /// Why `trust` must be rejected for `host`, or `nil` when it is acceptable.
    static func problem(with trust: SecTrust, host: String, configuration: WebSocketTLSConfiguration)
        -> WebSocketCertificateProblem?
    {
        guard configuration.certificateVerification.mode == .full else {
            return pinProblem(with: trust, host: host, configuration: configuration)
        }
        SecTrustSetPolicies(trust, SecPolicyCreateSSL(true, host as CFString))
        let anchors = configuration.additionalTrustRoots
            .flatMap(\.derCertificates)
            .compactMap { SecCertificateCreateWithData(nil, $0 as CFData) }
        if !anchors.isEmpty || !configuration.trustsSystemRoots {
            SecTrustSetAnchorCertificates(trust, anchors as CFArray)
            SecTrustSetAnchorCertificatesOnly(trust, !configuration.trustsSystemRoots)
        }
        var error: CFError?
        if SecTrustEvaluateWithError(trust, &error) {
            return pinProblem(with: trust, host: host, configuration: configuration)
        }
        let status = error.map { CFErrorGetCode($0) } ?? URLSessionWebSocketFailure.TrustStatus.notTrusted
        return URLSessionWebSocketFailure.certificateProblem(
            trustStatus: status, host: host, leafIsSelfIssued: leafIsSelfIssued(trust))
    }

    /// The pins' verdict on the chain of `trust` (after evaluation, so it holds the anchor).
    private static func pinProblem(with trust: SecTrust, host: String, configuration: WebSocketTLSConfiguration)
        -> WebSocketCertificateProblem?
    {
        guard configuration.hasPins else { return nil }
        let chain = (SecTrustCopyCertificateChain(trust) as? [SecCertificate]) ?? []
        return configuration.pinProblem(chain: chain.map { [UInt8](SecCertificateCopyData($0) as Data) }, host: host)
    }

    private static func leafIsSelfIssued(_ trust: SecTrust) -> Bool {
        guard let chain = SecTrustCopyCertificateChain(trust) as? [SecCertificate], let leaf = chain.first,
            let issuer = SecCertificateCopyNormalizedIssuerSequence(leaf),
            let subject = SecCertificateCopyNormalizedSubjectSequence(leaf)
        else { return false }
        return (issuer as Data) == (subject as Data)
    }
}
#endif
