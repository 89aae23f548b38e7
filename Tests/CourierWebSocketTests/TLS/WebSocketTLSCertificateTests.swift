import CourierWebSocket
import Foundation
import Testing

extension POSIXWebSocketTests {
    /// The four certificate cases against the local TLS server, plus the trust settings.
    @Suite("wss:// certificate verification", TLSTestServer.enabled)
    struct TLSCertificates {
        let server: TLSTestServer

        init() throws {
            server = try #require(TLSTestServer.current)
        }

        @Test(
            "a certificate from the trusted test CA for the host connects (DNS name and IP address)",
            arguments: ["localhost", "127.0.0.1"])
        func validCertificateConnects(host: String) async throws {
            let connection = POSIXWebSocketConnection(
                request: WebSocketRequest(
                    url: try TLSTestServer.url(host: host, port: server.valid), subprotocols: ["graphql-transport-ws"]),
                configuration: try server.trustingTestCA()
            )
            try await expectAcknowledged(connection)
        }

        @Test("an expired certificate is rejected as expired")
        func expiredCertificate() async throws {
            let error = await webSocketError { try await connect(port: server.expired) }
            #expect(error == .certificateRejected(.expired))
        }

        @Test("a certificate for another host is rejected as a host-name mismatch")
        func otherHostCertificate() async throws {
            let error = await webSocketError { try await connect(port: server.otherHost) }
            #expect(error == .certificateRejected(.hostnameMismatch(host: "localhost")))
            let byAddress = await webSocketError { try await connect(host: "127.0.0.1", port: server.otherHost) }
            #expect(byAddress == .certificateRejected(.hostnameMismatch(host: "127.0.0.1")))
        }

        @Test("a self-signed certificate is rejected as self-signed")
        func selfSignedCertificate() async throws {
            let error = await webSocketError { try await connect(port: server.selfSigned) }
            #expect(error == .certificateRejected(.selfSigned))
            #expect(error?.description.contains("self-signed") == true)
        }

        @Test("a server that does not speak TLS fails the TLS handshake with a reason")
        func plainServer() async throws {
            // The integration server itself, behind the proxy: it answers the ClientHello with an HTTP 400.
            let url = try #require(URL(string: "wss://\(server.upstream)/graphql"))
            let error = await webSocketError { try await POSIXWebSocketConnection(url: url).connect() }
            guard case .tlsHandshakeFailed(let reason) = error else {
                Issue.record("expected tlsHandshakeFailed, got \(String(describing: error))")
                return
            }
            #expect(!reason.isEmpty)
        }

        @Test("without the test CA the valid certificate's chain is untrusted")
        func untrustedWithoutTheTestCA() async throws {
            let error = await webSocketError {
                try await connect(port: server.valid, configuration: WebSocketConfiguration())
            }
            #expect(error == .certificateRejected(.untrustedRoot))
        }

        @Test("the test CA alone, without the system roots, still verifies")
        func testCAWithoutSystemRoots() async throws {
            let connection = POSIXWebSocketConnection(
                request: WebSocketRequest(
                    url: try TLSTestServer.url(port: server.valid), subprotocols: ["graphql-transport-ws"]),
                configuration: try server.trustingTestCA { $0.tls.trustsSystemRoots = false }
            )
            try await expectAcknowledged(connection)
        }

        @Test("dangerouslyAcceptAnyCertificate connects to the self-signed server")
        func verificationOffByName() async throws {
            let connection = POSIXWebSocketConnection(
                request: WebSocketRequest(
                    url: try TLSTestServer.url(port: server.selfSigned), subprotocols: ["graphql-transport-ws"]),
                configuration: WebSocketConfiguration {
                    $0.tls.certificateVerification = .dangerouslyAcceptAnyCertificate
                }
            )
            try await expectAcknowledged(connection)
        }

        @Test("pings, a large message and a close handshake work over TLS")
        func trafficOverTLS() async throws {
            let connection = POSIXWebSocketConnection(
                request: WebSocketRequest(
                    url: try TLSTestServer.url(port: server.valid), subprotocols: ["graphql-transport-ws"]),
                configuration: try server.trustingTestCA()
            )
            try await connection.connect()
            try await connection.ping(timeout: 5)
            // A 1 MiB init payload: many TLS records, answered with an ack once the server read it all.
            let padding = String(repeating: "x", count: 1 << 20)
            try await connection.send(text: #"{"type":"connection_init","payload":{"padding":"\#(padding)"}}"#)
            let reply = try await connection.receive()
            #expect(reply == .text(#"{"type":"connection_ack"}"#) || "\(reply)".contains("connection_ack"))
            await connection.close()
            let after = await webSocketError { try await connection.receive() }
            guard case .closed = after else {
                Issue.record("expected closed after the close handshake, got \(String(describing: after))")
                return
            }
        }

        private func connect(host: String = "localhost", port: Int, configuration: WebSocketConfiguration? = nil)
            async throws
        {
            let connection = POSIXWebSocketConnection(
                request: WebSocketRequest(url: try TLSTestServer.url(host: host, port: port)),
                configuration: try configuration ?? server.trustingTestCA()
            )
            try await connection.connect()
        }
    }
}
