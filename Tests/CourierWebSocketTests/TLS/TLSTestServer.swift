import CourierWebSocket
import Foundation
import Testing

/// The local TLS WebSocket server that `scripts/test` starts (`scripts/tls-test-server`): one
/// port per certificate case in front of the integration server, and the test CA it generated.
struct TLSTestServer: Decodable {
    static let variable = "COURIER_TLS_TEST_SERVER"

    /// The PEM file of the test CA.
    let ca: String
    let valid: Int
    let expired: Int
    let otherHost: Int
    let selfSigned: Int
    /// The plain server behind the proxy, `HOST:PORT`.
    let upstream: String

    /// The running server, or `nil` when the tests run without one.
    static let current: TLSTestServer? = ProcessInfo.processInfo.environment[variable]
        .flatMap { try? JSONDecoder().decode(TLSTestServer.self, from: Data($0.utf8)) }

    /// The trait that skips a suite when no TLS test server runs, saying why.
    static var enabled: ConditionTrait {
        .enabled(if: current != nil, "\(variable) is not set: run scripts/test, or scripts/tls-test-server start")
    }

    /// `wss://HOST:PORT/graphql`.
    static func url(host: String = "localhost", port: Int) throws -> URL {
        try #require(URL(string: "wss://\(host):\(port)/graphql"))
    }

    /// A configuration that trusts the test CA.
    func trustingTestCA(_ configure: (inout WebSocketConfiguration) -> Void = { _ in }) throws -> WebSocketConfiguration
    {
        let root = try WebSocketTrustRoot.pemFile(atPath: ca)
        return WebSocketConfiguration {
            $0.tls.additionalTrustRoots = [root]
            $0.handshakeTimeout = 5
            configure(&$0)
        }
    }
}

/// Connects with graphql-transport-ws and checks that the integration server acknowledges
/// `connection_init`: the bytes went through TLS both ways.
func expectAcknowledged(_ connection: POSIXWebSocketConnection) async throws {
    try await connection.connect()
    #expect(connection.negotiatedSubprotocol == "graphql-transport-ws")
    try await connection.send(text: #"{"type":"connection_init"}"#)
    let reply = try await connection.receive()
    guard case .text(let text) = reply else {
        Issue.record("expected a text reply, got \(reply)")
        return
    }
    #expect(text.contains("connection_ack"))
    await connection.close()
}
