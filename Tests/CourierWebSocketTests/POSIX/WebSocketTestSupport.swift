import CourierTesting
import CourierWebSocket
import Foundation
import Testing

/// All tests that open sockets, run one at a time so that descriptor and thread counts taken by
/// the leak test are not disturbed by the others.
@Suite("POSIX WebSocket client", .serialized)
enum POSIXWebSocketTests {}

/// Connects a client to `server`.
func connectedClient(
    to server: LoopbackWebSocketServer,
    subprotocols: [String] = [],
    headers: [(name: String, value: String)] = [],
    configure: (inout WebSocketConfiguration) -> Void = { _ in }
) async throws -> POSIXWebSocketConnection {
    let connection = POSIXWebSocketConnection(
        request: WebSocketRequest(url: server.url("/socket"), subprotocols: subprotocols, additionalHeaders: headers),
        configuration: WebSocketConfiguration(configure)
    )
    try await connection.connect()
    return connection
}

/// The ``WebSocketError`` `body` throws, or `nil` (recording an issue) when it throws none or
/// another error.
func webSocketError<T>(_ body: () async throws -> T, sourceLocation: SourceLocation = #_sourceLocation) async
    -> WebSocketError?
{
    do {
        _ = try await body()
        Issue.record("expected a WebSocketError, got success", sourceLocation: sourceLocation)
    } catch let error as WebSocketError {
        return error
    } catch {
        Issue.record("expected a WebSocketError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// Polls `condition` every 10 ms until it holds or `seconds` pass (I/O happens on other
/// threads, so there is no clock to inject here; the default leaves room for sanitized runs).
func eventually(within seconds: Double = 30, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}

/// Counts of this process's open descriptors and threads, from /proc (Linux only).
enum ProcessCensus {
    static func openDescriptors() -> Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.count
    }

    static func threads() -> Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task"))?.count
    }
}
