import CourierWebSocket
import Foundation
import Testing

/// Which WebSocket endpoint the subscription tests talk to: the integration server itself
/// (`ws://`), or the TLS test server that `scripts/test` starts in front of it (`wss://`, see
/// `scripts/tls-test-server`), verified against the test CA it generated.
enum WebSocketTestScheme: Sendable {
    case ws
    case wss

    static let tlsServerVariable = "COURIER_TLS_TEST_SERVER"

    /// The scheme of the running test (``ServerScope/webSocketScheme``).
    @TaskLocal static var current: WebSocketTestScheme = .ws

    /// What the TLS test server reports: the test CA's PEM file and the port whose certificate
    /// is valid for localhost.
    struct TLSServer: Decodable {
        let ca: String
        let valid: Int
    }

    static let tlsServer: TLSServer? = ProcessInfo.processInfo.environment[tlsServerVariable]
        .flatMap { try? JSONDecoder().decode(TLSServer.self, from: Data($0.utf8)) }

    /// The trait that skips a suite when no TLS test server runs, saying why.
    static var tlsEnabled: ConditionTrait {
        .enabled(
            if: tlsServer != nil, "\(tlsServerVariable) is not set: run scripts/test, or start scripts/tls-test-server")
    }

    /// Runs `body` with every transport the scope makes going over `wss://`.
    static func overTLS(_ body: () async throws -> Void) async throws {
        try await $current.withValue(.wss) { try await body() }
    }

    /// `wss://localhost:PORT/graphql` on the TLS test server, or `nil` when none runs.
    static var secureURL: URL? {
        tlsServer.flatMap { URL(string: "wss://localhost:\($0.valid)/graphql") }
    }

    /// The TLS settings for the current scheme: the test CA as an extra trust root over `wss://`.
    static var tlsConfiguration: WebSocketTLSConfiguration {
        guard current == .wss, let ca = tlsServer?.ca, let root = try? WebSocketTrustRoot.pemFile(atPath: ca) else {
            return WebSocketTLSConfiguration()
        }
        return WebSocketTLSConfiguration { $0.additionalTrustRoots = [root] }
    }
}
