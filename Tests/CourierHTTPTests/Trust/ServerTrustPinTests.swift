import CourierSupport
import Foundation
import Testing

@testable import CourierHTTP

@Suite("ServerTrustPin — SubjectPublicKeyInfo hashes match openssl's")
struct ServerTrustPinTests {
    @Test(
        "the SPKI SHA-256 of a certificate is openssl's",
        arguments: [
            (CertificateFixtures.rsa, CertificateFixtures.rsaPublicKeyHash),
            (CertificateFixtures.ec, CertificateFixtures.ecPublicKeyHash),
            (CertificateFixtures.ecVersion1, CertificateFixtures.ecPublicKeyHash),
        ])
    func hashMatchesOpenSSL(certificate: Data, expected: String) throws {
        #expect(!certificate.isEmpty)
        #expect(ServerTrustPin.publicKeyHash(ofCertificate: certificate) == expected)
        #expect(try ServerTrustPin.publicKey(ofCertificate: certificate) == .publicKeyHash(expected))
    }

    @Test("the SubjectPublicKeyInfo element is the one openssl writes: an RSA key of 294 bytes")
    func extractsTheWholeElement() throws {
        let info = try CertificateDER.subjectPublicKeyInfo(of: [UInt8](CertificateFixtures.rsa))
        #expect(info.count == 294)
        #expect(Array(info.prefix(4)) == [0x30, 0x82, 0x01, 0x22])
    }

    @Test(
        "bytes that are not a DER certificate are rejected, not misread",
        arguments: [
            Data(), Data([0x30]), Data([0x30, 0x80, 0x00, 0x00]), Data([0x30, 0x05, 0x30, 0x03, 0x02, 0x01]),
            Data([0x04, 0x02, 0x30, 0x00]), Data("-----BEGIN CERTIFICATE-----".utf8),
        ])
    func rejectsMalformed(bytes: Data) {
        #expect(ServerTrustPin.publicKeyHash(ofCertificate: bytes) == nil)
        #expect(throws: ServerTrustError.self) { try ServerTrustPin.publicKey(ofCertificate: bytes) }
    }

    @Test("every truncation of a certificate is rejected")
    func rejectsTruncations() {
        let bytes = [UInt8](CertificateFixtures.ec)
        for length in stride(from: 0, to: bytes.count - 1, by: 7) {
            #expect(throws: CertificateDER.Malformed.self) {
                try CertificateDER.subjectPublicKeyInfo(of: Array(bytes.prefix(length)))
            }
        }
    }

    @Test("a sha256/ prefix and surrounding spaces are accepted")
    func normalizesHashText() {
        let hash = CertificateFixtures.ecPublicKeyHash
        #expect(ServerTrustPin.publicKeyHash(" sha256/\(hash) ") == .publicKeyHash(hash))
        #expect(ServerTrustPin.publicKeyHash("SHA256/\(hash)") == .publicKeyHash(hash))
        #expect(ServerTrustPin.publicKeyHash(hash).description == "public key sha256/\(hash)")
    }
}
