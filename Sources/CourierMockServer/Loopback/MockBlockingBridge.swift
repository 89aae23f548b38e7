import CourierHTTP
import CourierLoopback
import CourierSupport
import Foundation

/// Runs the async work of an HTTP request to completion from a loopback connection thread (not
/// a Swift concurrency thread, so blocking it is safe), and gives the thread back when the host
/// stops.
///
/// The work runs as a high-priority task on the cooperative pool. Stopping the host must not wait for that
/// task: ``MockServerHost/stop()`` is often called from a pool thread (a test's `defer`), and
/// when every pool thread is blocked in such a stop, the task never gets a thread and the stop
/// never returns. So a stop releases every waiting connection thread at once with a dropped
/// reply, and cancels the task.
final class MockBlockingBridge: Sendable {
    private struct State {
        var isStopped = false
        var waiting: [Int: DispatchSemaphore] = [:]
        var nextID = 0
    }

    private let state = Locked(State())

    /// Runs `operation` and returns its reply, or a dropped reply once ``stop()`` has been called.
    /// - Parameter operation: The work; it is cancelled when the bridge stops first.
    /// - Returns: The reply, or one that drops the connection.
    func wait(_ operation: @escaping @Sendable () async -> MockHTTPReply) -> MockHTTPReply {
        let done = DispatchSemaphore(value: 0)
        let id = state.withLock { state -> Int? in
            guard !state.isStopped else { return nil }
            state.nextID += 1
            state.waiting[state.nextID] = done
            return state.nextID
        }
        guard let id else { return Self.dropped }
        let reply = Locked<MockHTTPReply?>(nil)
        // High priority: a connection thread is blocked until the task ends, so it should not
        // queue behind ordinary work on a busy pool.
        let task = Task(priority: .high) {
            let answer = await operation()
            reply.withLock { $0 = answer }
            done.signal()
        }
        done.wait()
        state.withLock { _ = $0.waiting.removeValue(forKey: id) }
        guard let answer = reply.withLock({ $0 }) else {
            task.cancel()
            return Self.dropped
        }
        return answer
    }

    /// Releases every waiting connection thread and makes later calls answer at once; calling
    /// it again does nothing.
    func stop() {
        let waiting = state.withLock { state -> [DispatchSemaphore] in
            state.isStopped = true
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for semaphore in waiting { semaphore.signal() }
    }

    private static var dropped: MockHTTPReply {
        var reply = MockHTTPReply(status: 503, headerFields: [:], body: Data())
        reply.drops = true
        return reply
    }
}
