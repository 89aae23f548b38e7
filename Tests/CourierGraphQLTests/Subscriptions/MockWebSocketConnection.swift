import CourierHTTP
import CourierWebSocket
import Foundation

/// A scripted in-memory ``WebSocketConnection``: `respond` answers each sent text with messages
/// (or an error that ends the connection); everything sent is recorded.
final class MockWebSocketConnection: WebSocketConnection, @unchecked Sendable {
    enum Inbound: Sendable {
        case text(String)
        case end(WebSocketError)
    }

    // `lock` guards `sentTexts`, `closeCodes` and `isClosed`.
    private let lock = NSLock()
    private var sentTexts: [String] = []
    private var closeCodes: [UInt16] = []
    private var isClosed = false
    private let inbox: AsyncStream<Inbound>
    private let inboxContinuation: AsyncStream<Inbound>.Continuation
    let respond: @Sendable (String) -> [Inbound]
    /// What ``connect()`` throws, if anything.
    let connectError: WebSocketError?

    /// - Parameters:
    ///   - connectError: What `connect()` throws (a refused connect, a rejected certificate).
    ///   - respond: The scripted server.
    init(connectError: WebSocketError? = nil, respond: @escaping @Sendable (String) -> [Inbound]) {
        (inbox, inboxContinuation) = AsyncStream.makeStream()
        self.respond = respond
        self.connectError = connectError
    }

    var negotiatedSubprotocol: String? { "graphql-transport-ws" }
    var sent: [String] { lock.withLock { sentTexts } }
    var closes: [UInt16] { lock.withLock { closeCodes } }

    func connect() async throws {
        if let connectError { throw connectError }
    }

    func send(text: String) async throws {
        lock.withLock { sentTexts.append(text) }
        for inbound in respond(text) { inboxContinuation.yield(inbound) }
    }

    func send(data: Data) async throws {}

    /// Pushes a message from the "server".
    func push(_ inbound: Inbound) { inboxContinuation.yield(inbound) }

    func receive() async throws -> WebSocketMessage {
        var iterator = inbox.makeAsyncIterator()
        guard let next = await iterator.next() else { throw CancellationError() }
        switch next {
        case .text(let text): return .text(text)
        case .end(let error): throw error
        }
    }

    func ping(timeout: Double) async throws {}

    func close(code: WebSocketCloseCode, reason: String) async {
        lock.withLock {
            closeCodes.append(code.rawValue)
            isClosed = true
        }
        inboxContinuation.finish()
    }
}

/// A ``Sleeper`` whose sleeps end only when the test fires them.
final class ManualSleeper: Sleeper, @unchecked Sendable {
    // `lock` guards `waiters` and `nextID`.
    private let lock = NSLock()
    private var waiters: [Int: (seconds: Double, continuation: CheckedContinuation<Void, any Error>)] = [:]
    private var nextID = 0

    func sleep(seconds: Double) async throws {
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.withLock { waiters[id] = (seconds, continuation) }
                // A cancellation that came before the waiter was stored must still end it.
                if Task.isCancelled {
                    lock.withLock { waiters.removeValue(forKey: id) }?.continuation.resume(
                        throwing: CancellationError())
                }
            }
        } onCancel: {
            lock.withLock { waiters.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
        }
    }

    /// The delays of the sleeps waiting now, sorted.
    var pending: [Double] { lock.withLock { waiters.values.map(\.seconds).sorted() } }

    /// Ends every sleep of `seconds`.
    func fire(_ seconds: Double) {
        let due = lock.withLock {
            let ids = waiters.filter { $0.value.seconds == seconds }.map(\.key)
            return ids.compactMap { waiters.removeValue(forKey: $0)?.continuation }
        }
        for continuation in due { continuation.resume() }
    }
}

/// Polls `condition` every millisecond until it holds or 30 s of wall time pass (sanitized runs
/// under load can take seconds; a passing test returns as soon as the condition holds).
func waitUntil(_ condition: @Sendable () async -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
        if await condition() { return true }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return await condition()
}
