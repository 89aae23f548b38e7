/// The mutable state of a ``POSIXWebSocketCore``, always accessed under its lock.
struct POSIXWebSocketState {
    enum Phase { case idle, connecting, open, closing, closed }

    struct PendingPing {
        var id: UInt64
        var payload: [UInt8]
        var continuation: CheckedContinuation<Void, any Error>
        var timer: Task<Void, Never>?
    }

    var phase: Phase = .idle
    /// The socket (and its TLS session), or `nil`; closed only by the reader thread while holding
    /// the write lock and this lock, so that anyone holding either sees a stream that is still
    /// this connection's.
    var stream: WebSocketStream?
    /// The stream's socket, or -1.
    var fd: Int32 { stream?.fd ?? -1 }
    var threadRunning = false
    var subprotocol: String?
    /// Why connecting was abandoned (cancellation or close), checked by the reader thread.
    var connectAbort: (any Error)?
    var connectWaiter: CheckedContinuation<Void, any Error>?
    /// Messages nobody has received yet; `inboxHead` is the first unread one.
    var inbox: [WebSocketMessage] = []
    var inboxHead = 0
    /// The payload bytes queued in `inbox`, bounded by ``WebSocketConfiguration/maximumBufferedBytes``.
    var inboxBytes = 0
    /// Whether the reader thread is parked on the core's `readerResume` semaphore because the
    /// inbox is full.
    var readerWaiting = false
    /// Set once the socket is being shut down: the reader must not park any more.
    var isShuttingDown = false
    /// Set once this side closes: later messages are dropped instead of queued.
    var discardsIncoming = false
    /// A pong the reader could not write because a writer held the write lock; the next one to
    /// release that lock writes it.
    var pendingPong: [UInt8]?
    var receivers: [(id: UInt64, continuation: CheckedContinuation<WebSocketMessage, any Error>)] = []
    var pings: [PendingPing] = []
    var finishWaiters: [CheckedContinuation<Void, Never>] = []
    /// Whether a close frame has been written; no data frame may follow it.
    var sentClose = false
    /// The close this side started, reported if the server then drops without answering.
    var localClose: WebSocketClosePayload?
    /// Why the connection ended, once it has.
    var ending: WebSocketError?
    var nextID: UInt64 = 0

    mutating func makeID() -> UInt64 {
        nextID += 1
        return nextID
    }

    mutating func popMessage() -> WebSocketMessage? {
        guard inboxHead < inbox.count else { return nil }
        let message = inbox[inboxHead]
        inboxHead += 1
        inboxBytes -= message.byteCount
        if inboxHead == inbox.count {
            inbox.removeAll(keepingCapacity: true)
            inboxHead = 0
        } else if inboxHead > 1024, inboxHead * 2 > inbox.count {
            inbox.removeFirst(inboxHead)
            inboxHead = 0
        }
        return message
    }

    /// The error for an operation that needs an open connection.
    var notOpenError: WebSocketError {
        ending ?? (sentClose ? .closed(code: localClose?.code, reason: localClose?.reason ?? "") : .notConnected)
    }
}

extension WebSocketMessage {
    /// The payload size, for buffer accounting.
    var byteCount: Int {
        switch self {
        case .text(let text): text.utf8.count
        case .data(let data): data.count
        }
    }
}
