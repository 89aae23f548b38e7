import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking

/// The delegate queue of a ``URLSessionTransport`` session on Linux: a serial operation queue
/// that makes whoever adds a callback wait while too many callbacks are already waiting.
///
/// FoundationNetworking reads the socket on the session's work queue (libcurl's thread) and
/// hands every received chunk of at most 16 KiB to the delegate queue with `addOperation`, with
/// no flow control: when the delegate (a download writing each chunk to its file) is slower than
/// the loopback socket, chunks pile up in memory. `courier-bench transfers` measured 54 MB of
/// resident growth for a 256 MB download, and a bare delegate under load queued 7,000 chunks
/// (115 MB). `URLSessionTask.suspend()` is no remedy there: it removes the transfer from libcurl
/// and `resume()` starts the request again, so the body arrives twice.
///
/// This queue applies the back-pressure instead: once ``highWaterMark`` callbacks are pending,
/// `addOperation` blocks its caller — libcurl's thread, which then stops reading the socket, so
/// TCP slows the server down — until the callbacks drain to ``lowWaterMark``. That bounds the
/// chunks held to ``highWaterMark`` × 16 KiB (4 MiB).
///
/// Two rules keep it from deadlocking. A callback never waits for its own queue (an operation
/// added from a callback is queued at once). And a callback must not wait synchronously for the
/// session's work queue while it may be blocked here: `URLSessionTask.cancel()` does, so
/// callbacks cancel through ``cancelOutsideCallbacks(_:)``. Should another path still do it, the
/// wait gives up after ``longestWait`` and queues the callback anyway, so a missed case costs a
/// stall rather than a hang.
final class URLSessionBoundedDelegateQueue: OperationQueue, @unchecked Sendable {
    // `pending` is only read or written while `condition` is locked.
    private let condition = NSCondition()
    private var pending = 0
    /// The queue the callbacks run on; the operation queue holds it `unowned(unsafe)`.
    private let callbackQueue: DispatchQueue

    /// Pending callbacks from which adding another waits.
    let highWaterMark = 256
    /// Pending callbacks at which waiting callers go on.
    let lowWaterMark = 64
    /// The longest one `addOperation` call waits, in seconds.
    let longestWait: TimeInterval = 0.5

    private static let callbackKey = DispatchSpecificKey<Bool>()

    /// Creates the queue, running callbacks one at a time on a dispatch queue labelled `label`.
    init(label: String) {
        callbackQueue = DispatchQueue(label: label)
        callbackQueue.setSpecific(key: Self.callbackKey, value: true)
        super.init()
        maxConcurrentOperationCount = 1
        underlyingQueue = callbackQueue
    }

    /// Whether the current thread runs a callback of such a queue.
    static var isRunningCallback: Bool {
        DispatchQueue.getSpecific(key: callbackKey) == true
    }

    /// Cancels `task`: on another thread when called from a callback (see the type's rules),
    /// in place otherwise.
    static func cancelOutsideCallbacks(_ task: URLSessionDataTask) {
        guard isRunningCallback else { return task.cancel() }
        let box = UncheckedSendableTask(task)
        DispatchQueue.global().async { box.task.cancel() }
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        condition.lock()
        if pending >= highWaterMark, !Self.isRunningCallback {
            let deadline = Date(timeIntervalSinceNow: longestWait)
            while pending > lowWaterMark, condition.wait(until: deadline) {}
        }
        pending += 1
        condition.unlock()
        // Straight onto the serial callback queue rather than through `super`, which would wrap
        // each block in a `BlockOperation` and schedule it with the queue's locks and state
        // changes: FoundationNetworking hands over every callback as a block (four per request).
        callbackQueue.async { [self] in
            block()
            condition.lock()
            pending -= 1
            if pending <= lowWaterMark { condition.broadcast() }
            condition.unlock()
        }
    }
}
#endif
