import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
import Glibc

/// The delegate queue of a ``URLSessionTransport`` session on Linux: it runs each callback at once,
/// on the thread that hands it over, instead of queueing it for another thread.
///
/// FoundationNetworking hands every delegate callback to the delegate queue with `addOperation`
/// from the session's serial work queue (libcurl's thread): the response head, each received chunk
/// of at most 16 KiB and the completion, three or more per request. Through a queue, each one
/// woke another thread, and those hops cost a delegate task 15–25 % of the throughput of a
/// completion-handler task, which has one (`Performance.md`, round 5). Run in place they cost a
/// function call, and they keep their order and run one at a time, because the work queue that
/// adds them is serial.
///
/// Running in place is also the back-pressure the transport needs: while the delegate handles a
/// chunk (a download writing it to its file), libcurl's thread reads no more from the socket, so
/// TCP slows the server down and no received chunk waits in memory. (`URLSessionTask.suspend()`
/// is no remedy there: it removes the transfer from libcurl and `resume()` starts the request
/// again, so the body arrives twice.)
///
/// The rule that comes with it: a callback must not wait synchronously for the session's work
/// queue, which it runs on. `URLSessionTask.cancel()`, `suspend()` and `resume()` do, so callbacks
/// cancel through ``cancelOutsideCallbacks(_:)``, and the delegate answers the challenges that
/// would make FoundationNetworking suspend the task from another thread
/// (`URLSessionExchangeDelegate+Challenges.swift`).
final class URLSessionInlineDelegateQueue: OperationQueue, @unchecked Sendable {
    // `@unchecked`: the queue adds no state to `OperationQueue`; the thread-local marker is per thread.

    /// Marks the threads that are running a callback of such a queue (any non-nil value).
    private static let callbackKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Creates the queue. Callbacks that reach it through `OperationQueue`'s other entry points
    /// (an `Operation` rather than a block; FoundationNetworking adds none) run one at a time.
    override init() {
        super.init()
        maxConcurrentOperationCount = 1
    }

    /// Whether the current thread runs a callback of such a queue.
    static var isRunningCallback: Bool {
        pthread_getspecific(callbackKey) != nil
    }

    /// Cancels `task`: on another thread when called from a callback (see the type's rule),
    /// in place otherwise.
    static func cancelOutsideCallbacks(_ task: URLSessionDataTask) {
        guard isRunningCallback else { return task.cancel() }
        let box = UncheckedSendableTask(task)
        DispatchQueue.global().async { box.task.cancel() }
    }

    /// Runs `work` on a thread other than the current one when the current thread runs a
    /// callback (see the type's rule), in place otherwise.
    static func outsideCallbacks(_ work: @escaping @Sendable () -> Void) {
        guard isRunningCallback else { return work() }
        DispatchQueue.global().async(execute: work)
    }

    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        let outer = pthread_getspecific(Self.callbackKey)
        pthread_setspecific(Self.callbackKey, UnsafeRawPointer(bitPattern: 1))
        defer { pthread_setspecific(Self.callbackKey, outer) }
        block()
    }
}
#endif
