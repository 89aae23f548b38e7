import CourierHTTP
import CourierTesting
import CourierWebSocket
import Foundation
import Testing

extension POSIXWebSocketTests {
    /// `wss://` failures that need no TLS server: each is a typed error, promptly.
    @Suite("wss:// failures before or instead of a TLS server")
    struct TLSFailures {
        #if os(Linux)
        @Test("a server that never answers the TLS handshake times out")
        func silentServer() async throws {
            let server = try LoopbackHTTPServer(fallback: { _ in LoopbackResponse(fault: .neverRespond) })
            let url = try #require(URL(string: "wss://127.0.0.1:\(server.port)/"))
            let client = POSIXWebSocketConnection(
                url: url, configuration: WebSocketConfiguration { $0.handshakeTimeout = 0.3 })
            #expect(await webSocketError { try await client.connect() } == .timeout)
        }

        @Test("cancelling a connect that waits in the TLS handshake ends it with CancellationError")
        func cancelDuringHandshake() async throws {
            let server = try LoopbackHTTPServer(fallback: { _ in LoopbackResponse(fault: .neverRespond) })
            let url = try #require(URL(string: "wss://127.0.0.1:\(server.port)/"))
            let client = POSIXWebSocketConnection(url: url)
            let attempt = Task { try await client.connect() }
            try await Task.sleep(nanoseconds: 100_000_000)
            attempt.cancel()
            let started = Date()
            await #expect(throws: CancellationError.self) { try await attempt.value }
            #expect(Date().timeIntervalSince(started) < 2)
        }

        @Test("a trust root without a PEM certificate is an invalid request")
        func unreadableTrustRoot() async throws {
            let server = try LoopbackWebSocketServer()
            let url = try #require(URL(string: "wss://127.0.0.1:\(server.port)/socket"))
            let client = POSIXWebSocketConnection(
                url: url,
                configuration: WebSocketConfiguration {
                    $0.tls.additionalTrustRoots = [WebSocketTrustRoot(pem: Data("not a certificate".utf8))]
                })
            let error = await webSocketError { try await client.connect() }
            guard case .invalidRequest(let reason) = error else {
                Issue.record("expected invalidRequest, got \(String(describing: error))")
                return
            }
            #expect(reason.contains("trust root 0"))
        }
        #else
        @Test("without OpenSSL the POSIX client refuses wss:// with a clear message")
        func secureUnsupported() async throws {
            let client = POSIXWebSocketConnection(url: try #require(URL(string: "wss://127.0.0.1:1/")))
            let error = await webSocketError { try await client.connect() }
            #expect(error == .tlsUnsupported)
            #expect(error?.description.contains("URLSessionWebSocketConnection") == true)
        }
        #endif

        @Test("wss:// to a closed port fails the TCP connect")
        func closedPort() async throws {
            let server = try LoopbackWebSocketServer()
            let port = server.port
            server.stop()
            let url = try #require(URL(string: "wss://127.0.0.1:\(port)/"))
            let error = await webSocketError { try await POSIXWebSocketConnection(url: url).connect() }
            #if os(Linux)
            guard case .connectFailed(_, let failedPort, _) = error else {
                Issue.record("expected connectFailed, got \(String(describing: error))")
                return
            }
            #expect(failedPort == port)
            #else
            #expect(error == .tlsUnsupported)
            #endif
        }
    }
}
