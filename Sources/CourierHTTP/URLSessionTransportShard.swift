import CourierSupport
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One `URLSession` of a ``URLSessionTransport``, with its own delegate and callback queue.
///
/// On Linux every session runs its libcurl work, and with it every delegate callback
/// (``URLSessionInlineDelegateQueue``), on one serial queue, so a single session serializes all of
/// a transport's requests; a transport with several shards spreads its requests over them, and
/// their queues run in parallel.
final class URLSessionTransportShard: Sendable {
    let session: URLSession
    let delegate: URLSessionExchangeDelegate
    #if !canImport(FoundationNetworking)
    /// The queue the session's callbacks run on, kept alive beside the operation queue.
    private let callbackQueue: DispatchQueue
    #endif

    init(configuration: URLSessionConfiguration, index: Int, serverTrust: ServerTrustPolicy = .systemDefault) {
        let (configuration, cookieJar) = URLSessionCookieJar.adopting(configuration)
        let delegate = URLSessionExchangeDelegate(serverTrust: serverTrust, cookieJar: cookieJar)
        self.delegate = delegate
        #if canImport(FoundationNetworking)
        // Callbacks run in place on libcurl's thread: see URLSessionInlineDelegateQueue.
        let operationQueue = URLSessionInlineDelegateQueue()
        #else
        // Callbacks run straight on a serial dispatch queue: an operation queue of its own would
        // wrap every callback in an Operation.
        let callbackQueue = DispatchQueue(label: "CourierHTTP.URLSessionTransport.callbacks.\(index)")
        self.callbackQueue = callbackQueue
        let operationQueue = OperationQueue()
        operationQueue.maxConcurrentOperationCount = 1
        operationQueue.underlyingQueue = callbackQueue
        #endif
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: operationQueue)
    }

    /// Lets the tasks in flight finish, then releases the session and its delegate.
    func invalidate() {
        session.finishTasksAndInvalidate()
    }
}

/// The shards of a transport and the choice among them: the one with the fewest requests in
/// flight, the first of those on a tie. Requests one after another thus all use the first session
/// and its kept-alive connection; concurrent ones spread evenly.
final class URLSessionTransportShards: Sendable {
    let all: [URLSessionTransportShard]
    /// The requests in flight on each shard, by index.
    private let inFlight: Locked<[Int]>

    init(count: Int, configuration: URLSessionConfiguration, serverTrust: ServerTrustPolicy = .systemDefault) {
        all = (0..<max(1, count)).map {
            URLSessionTransportShard(configuration: configuration, index: $0, serverTrust: serverTrust)
        }
        inFlight = Locked(Array(repeating: 0, count: all.count))
    }

    /// Takes the least-loaded shard for a request; give its index back with ``release(_:)``.
    func acquire() -> Int {
        guard all.count > 1 else { return 0 }
        return inFlight.withLock { inFlight in
            var best = 0
            for index in 1..<inFlight.count where inFlight[index] < inFlight[best] { best = index }
            inFlight[best] += 1
            return best
        }
    }

    /// Ends a request on the shard ``acquire()`` gave.
    func release(_ index: Int) {
        guard all.count > 1 else { return }
        inFlight.withLock { $0[index] -= 1 }
    }

    /// The requests in flight on each shard (for tests).
    var load: [Int] {
        inFlight.withLock { $0 }
    }
}
