internal import CourierSupport
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of ``URLSessionTransport`` and ``URLSessionStreamingTransport``: it routes
/// each task's callbacks to the exchange registered for it and strips credentials from
/// cross-origin redirects (``URLSessionRedirectPolicy``).
///
/// A session-level delegate is used rather than per-task delegates, which Linux's
/// FoundationNetworking does not honour.
final class URLSessionExchangeDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Locked<[Int: any URLSessionTaskExchange]>([:])

    /// The number of tasks URLSession has not yet reported complete.
    var registeredCount: Int {
        exchanges.withLock { $0.count }
    }

    /// Routes the callbacks of `task` to `exchange` until the task completes.
    func register(_ exchange: any URLSessionTaskExchange, for task: URLSessionTask) {
        exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    /// Stops routing the callbacks of `task`.
    /// - Returns: The exchange that was registered for it.
    @discardableResult
    func unregister(_ task: URLSessionTask) -> (any URLSessionTaskExchange)? {
        exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    }

    func exchange(for task: URLSessionTask) -> (any URLSessionTaskExchange)? {
        exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let allow = exchange(for: dataTask)?.receive(response: response) ?? false
        completionHandler(allow ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.receive(data: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        unregister(task)?.complete(error: error)
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let original = exchange(for: task)?.redirectOrigin(of: task) else { return completionHandler(request) }
        completionHandler(URLSessionRedirectPolicy.redirect(request, from: original))
    }
}
