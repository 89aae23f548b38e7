import CourierWebSocket
import Foundation

/// A scripted in-memory ``WebSocketConnection`` that delivers in bursts, as the POSIX client
/// does: `respond` answers each sent text with messages, which are queued together, and
/// ``receiveAvailable(maximumCount:)`` hands out everything queued in one call.
final class BurstWebSocketConnection: WebSocketConnection, @unchecked Sendable {
    // `lock` guards `queue`, `waiter`, `isClosed` and `sizes`.
    private let lock = NSLock()
    private var queue: [String] = []
    private var waiter: (continuation: CheckedContinuation<[WebSocketMessage], any Error>, limit: Int)?
    private var isClosed = false
    private var sizes: [Int] = []
    let respond: @Sendable (String) -> [String]

    init(respond: @escaping @Sendable (String) -> [String]) { self.respond = respond }

    /// How many messages each `receiveAvailable` call returned.
    var burstSizes: [Int] { lock.withLock { sizes } }
    var negotiatedSubprotocol: String? { "graphql-transport-ws" }

    func connect() async throws {}
    func send(data: Data) async throws {}
    func ping(timeout: Double) async throws {}

    func send(text: String) async throws {
        let replies = respond(text)
        guard !replies.isEmpty else { return }
        let handOut = lock.withLock { () -> (CheckedContinuation<[WebSocketMessage], any Error>, [WebSocketMessage])? in
            queue += replies
            guard let waiter else { return nil }
            self.waiter = nil
            return (waiter.continuation, take(waiter.limit))
        }
        if let (continuation, messages) = handOut { continuation.resume(returning: messages) }
    }

    func receive() async throws -> WebSocketMessage {
        try await receiveAvailable(maximumCount: 1)[0]
    }

    func receiveAvailable(maximumCount: Int) async throws -> [WebSocketMessage] {
        try await withCheckedThrowingContinuation { continuation in
            let ready = lock.withLock { () -> Result<[WebSocketMessage], any Error>? in
                if !queue.isEmpty { return .success(take(maximumCount)) }
                if isClosed { return .failure(CancellationError()) }
                waiter = (continuation, maximumCount)
                return nil
            }
            if let ready { continuation.resume(with: ready) }
        }
    }

    func close(code: WebSocketCloseCode, reason: String) async {
        let waiting = lock.withLock { () -> CheckedContinuation<[WebSocketMessage], any Error>? in
            isClosed = true
            defer { waiter = nil }
            return waiter?.continuation
        }
        waiting?.resume(throwing: CancellationError())
    }

    /// Takes up to `limit` queued messages; call with `lock` held.
    private func take(_ limit: Int) -> [WebSocketMessage] {
        let taken = queue.prefix(limit).map(WebSocketMessage.text)
        queue.removeFirst(taken.count)
        sizes.append(taken.count)
        return taken
    }
}
