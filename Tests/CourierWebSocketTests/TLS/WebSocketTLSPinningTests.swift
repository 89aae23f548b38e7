import CourierSupport
import Foundation
import Testing

@testable import CourierWebSocket

extension POSIXWebSocketTests {
    /// Public-key and certificate pins on `wss://`, against the local TLS server and its test CA.
    @Suite("wss:// pinning", TLSTestServer.enabled)
    struct TLSPinning {
        let server: TLSTestServer
        /// The test CA's certificate, DER.
        let caCertificate: [UInt8]

        init() throws {
            server = try #require(TLSTestServer.current)
            let root = try WebSocketTrustRoot.pemFile(atPath: server.ca)
            caCertificate = [UInt8](try #require(root.derCertificates.first))
        }

        private func connection(port: Int, _ configure: (inout WebSocketConfiguration) -> Void) throws
            -> POSIXWebSocketConnection
        {
            POSIXWebSocketConnection(
                request: WebSocketRequest(
                    url: try TLSTestServer.url(port: port), subprotocols: ["graphql-transport-ws"]),
                configuration: try server.trustingTestCA(configure))
        }

        @Test("the CA's public key, pinned with a sha256/ prefix, lets the verified chain connect")
        func pinnedKeyConnects() async throws {
            let pin = try #require(CertificateDER.publicKeyPin(of: caCertificate))
            let pinned = try connection(port: server.valid) { $0.tls.pinnedPublicKeyHashes = ["sha256/" + pin] }
            try await expectAcknowledged(pinned)
        }

        @Test("the CA's certificate, pinned byte for byte, lets the verified chain connect")
        func pinnedCertificateConnects() async throws {
            let pinned = try connection(port: server.valid) { $0.tls.pinnedCertificates = [Data(caCertificate)] }
            try await expectAcknowledged(pinned)
        }

        @Test("a chain without the pinned key fails with pinMismatch before the upgrade")
        func otherKeyIsRejected() async throws {
            let unrelated = Data(SHA256Hasher.hash(Array("not this key".utf8))).base64EncodedString()
            let pinned = try connection(port: server.valid) {
                $0.tls.pinnedPublicKeyHashes = [unrelated]
                $0.tls.pinnedCertificates = [Data(caCertificate.reversed())]
            }
            let error = await webSocketError { try await pinned.connect() }
            #expect(error == .certificateRejected(.pinMismatch(host: "localhost")))
            #expect(error?.description.contains("pinned") == true)
        }

        @Test("pins are checked even when certificate verification is off")
        func pinsWithoutVerification() async throws {
            let pin = try #require(CertificateDER.publicKeyPin(of: caCertificate))
            let pinned = POSIXWebSocketConnection(
                request: WebSocketRequest(url: try TLSTestServer.url(port: server.selfSigned)),
                configuration: WebSocketConfiguration {
                    $0.tls.certificateVerification = .dangerouslyAcceptAnyCertificate
                    $0.tls.pinnedPublicKeyHashes = [pin]
                    $0.handshakeTimeout = 5
                })
            let error = await webSocketError { try await pinned.connect() }
            #expect(error == .certificateRejected(.pinMismatch(host: "localhost")))
        }
    }
}

@Suite("WebSocketTLSConfiguration pins")
struct WebSocketPinRuleTests {
    @Test("no pins accept any chain; with pins, an empty or unreadable chain is a mismatch")
    func rules() {
        #expect(WebSocketTLSConfiguration().pinProblem(chain: [], host: "h") == nil)
        let pinned = WebSocketTLSConfiguration { $0.pinnedPublicKeyHashes = ["AAAA"] }
        #expect(pinned.pinProblem(chain: [], host: "h") == .pinMismatch(host: "h"))
        #expect(pinned.pinProblem(chain: [[0x30, 0x03, 0x02, 0x01]], host: "h") == .pinMismatch(host: "h"))
        let byCertificate = WebSocketTLSConfiguration { $0.pinnedCertificates = [Data([0x30, 0x00])] }
        #expect(byCertificate.pinProblem(chain: [[0x01], [0x30, 0x00]], host: "h") == nil)
    }
}
