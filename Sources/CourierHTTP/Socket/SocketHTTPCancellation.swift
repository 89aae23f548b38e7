import CourierSupport

/// Cancels one exchange of a ``SocketHTTPConnection`` from another thread: it marks the exchange
/// cancelled and shuts the socket down, which wakes the connection's thread from any wait.
///
/// The socket is attached only while the exchange runs, so a late cancellation cannot reach a
/// connection that has gone back to the pool.
final class SocketHTTPCancellation: Sendable {
    private struct State {
        var isCancelled = false
        var fd: Int32?
    }

    private let state = Locked(State())

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Lets ``cancel()`` shut `fd` down until ``detach()``.
    /// - Returns: `false` when the exchange is already cancelled.
    func attach(_ fd: Int32) -> Bool {
        state.withLock { state in
            guard !state.isCancelled else { return false }
            state.fd = fd
            return true
        }
    }

    /// Ends what ``attach(_:)`` allowed; call it before the connection may be used again.
    func detach() {
        state.withLock { $0.fd = nil }
    }

    /// Marks the exchange cancelled and wakes its thread.
    func cancel() {
        state.withLock { state in
            state.isCancelled = true
            if let fd = state.fd { POSIXGlue.shutdownBoth(fd) }
        }
    }
}
