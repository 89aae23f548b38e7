import CourierSupport
import CourierTesting
import Foundation
import Testing

@testable import CourierWebSocket

extension POSIXWebSocketTests {
    /// An abort (cancellation, close, the connection object going away) that lands after the
    /// server's handshake response was validated but before the connection opened. The stress
    /// harness found `connect()` parked forever in that window ("connect() leaked its
    /// continuation"); the hook puts the abort there every time.
    @Suite("connect: an abort at the end of the handshake")
    struct ConnectRace {
        @Test("an abort between a valid handshake response and opening fails connect, never parks it")
        func abortAfterTheHandshakeResponse() async throws {
            let server = try LoopbackWebSocketServer()
            let client = POSIXWebSocketConnection(
                request: WebSocketRequest(url: server.url("/socket")),
                handshakeValidatedHook: { core in core.shutdownNow() }
            )
            let outcome = ConnectOutcome()
            let connecting = Task {
                do {
                    try await client.connect()
                    outcome.record("opened")
                } catch let error as WebSocketError {
                    outcome.record("\(error)")
                } catch {
                    outcome.record("other error: \(error)")
                }
            }
            let ended = await eventually(within: 10) { outcome.value != nil }
            #expect(ended, "connect() did not return: its continuation is parked")
            #expect(outcome.value == "\(WebSocketError.connectionDropped)")
            if ended { await connecting.value }
            #expect(await webSocketError { try await client.receive() } == .connectionDropped)
        }
    }
}

/// What a connect attempt ended with, written by the connecting task and read by the test.
private final class ConnectOutcome: Sendable {
    private let box = Locked<String?>(nil)

    var value: String? { box.withLock { $0 } }

    func record(_ outcome: String) { box.withLock { $0 = outcome } }
}
