import Foundation
import Testing

@testable import CourierWebSocket

@Suite("wss:// configuration and certificate problems")
struct WebSocketTLSConfigurationTests {
    @Test("the default verifies fully against the system roots and adds none")
    func defaults() {
        let tls = WebSocketConfiguration().tls
        #expect(tls.certificateVerification == .fullVerification)
        #expect(tls.trustsSystemRoots)
        #expect(tls.additionalTrustRoots.isEmpty)
        #expect(
            WebSocketCertificateVerification.dangerouslyAcceptAnyCertificate.description
                == "dangerouslyAcceptAnyCertificate")
    }

    @Test("a PEM trust root yields the DER bytes of each certificate block")
    func derCertificates() {
        let first = Data([0x30, 0x82, 0x01, 0x0A])
        let second = Data((0..<100).map { UInt8($0) })
        let pem = """
            junk before
            -----BEGIN CERTIFICATE-----
            \(first.base64EncodedString())
            -----END CERTIFICATE-----
            -----BEGIN CERTIFICATE-----
            \(second.base64EncodedString(options: .lineLength64Characters))
            -----END CERTIFICATE-----
            """
        #expect(WebSocketTrustRoot(pem: Data(pem.utf8)).derCertificates == [first, second])
        #expect(WebSocketTrustRoot(pem: Data("no certificate".utf8)).derCertificates.isEmpty)
    }

    #if os(Linux)
    @Test("OpenSSL verification codes map to typed problems")
    func openSSLCodes() {
        // X509_V_ERR_* numbers, stable across OpenSSL 1.1 and 3.x.
        #expect(OpenSSLVerifyResult.problem(code: 10, host: "h") == .expired)
        #expect(OpenSSLVerifyResult.problem(code: 9, host: "h") == .notYetValid)
        #expect(OpenSSLVerifyResult.problem(code: 62, host: "h") == .hostnameMismatch(host: "h"))
        #expect(OpenSSLVerifyResult.problem(code: 64, host: "10.0.0.1") == .hostnameMismatch(host: "10.0.0.1"))
        #expect(OpenSSLVerifyResult.problem(code: 18, host: "h") == .selfSigned)
        #expect(OpenSSLVerifyResult.problem(code: 19, host: "h") == .untrustedRoot)
        #expect(OpenSSLVerifyResult.problem(code: 20, host: "h") == .untrustedRoot)
        #expect(OpenSSLVerifyResult.problem(code: 23, host: "h") == .revoked)
        guard case .other(let text) = OpenSSLVerifyResult.problem(code: 7, host: "h") else {
            Issue.record("expected other for a signature failure")
            return
        }
        #expect(text.contains("X509_V_ERR 7"))
    }
    #endif

    @Test("every certificate problem reads as a sentence inside the error")
    func descriptions() {
        let problems: [WebSocketCertificateProblem] = [
            .expired, .notYetValid, .hostnameMismatch(host: "example.com"), .selfSigned, .untrustedRoot, .revoked,
            .other("x"),
        ]
        for problem in problems {
            #expect(
                WebSocketError.certificateRejected(problem).description.hasPrefix(
                    "server certificate rejected: the certificate"))
        }
        #expect(WebSocketError.tlsHandshakeFailed("alert").description == "TLS handshake failed: alert")
    }
}
