internal import CourierSupport
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of ``URLSessionTransport`` and ``URLSessionStreamingTransport``: it routes
/// each task's callbacks to the exchange registered for it and strips credentials from
/// cross-origin redirects (``URLSessionRedirectPolicy``). It applies the transport's
/// ``ServerTrustPolicy``: redirects to a pinned host that cannot be checked fail the exchange, and
/// on Apple platforms server-trust challenges of pinned hosts are evaluated against the pins.
///
/// A session-level delegate is used rather than per-task delegates, which Linux's
/// FoundationNetworking does not honour.
final class URLSessionExchangeDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Locked<[Int: any URLSessionTaskExchange]>([:])
    /// The certificates and keys the transport's pinned hosts must present.
    let serverTrust: ServerTrustPolicy
    /// Where response cookies go when the session leaves them to the delegate (Linux).
    private let cookieJar: URLSessionCookieJar?

    /// - Parameters:
    ///   - serverTrust: The transport's trust policy.
    ///   - cookieJar: The jar of ``URLSessionCookieJar/adopting(_:)``, if it made one.
    init(serverTrust: ServerTrustPolicy = .systemDefault, cookieJar: URLSessionCookieJar? = nil) {
        self.serverTrust = serverTrust
        self.cookieJar = cookieJar
        super.init()
    }

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
        if let cookieJar, let http = response as? HTTPURLResponse {
            cookieJar.store(from: http, of: dataTask.originalRequest)
        }
        let allow = exchange(for: dataTask)?.receive(response: response) ?? false
        completionHandler(allow ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.receive(data: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didFinishCollecting metrics: URLSessionTaskMetrics) {
        exchange(for: task)?.receive(metrics: metrics)
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
        let request = cookieJar?.redirecting(request, after: response, of: task.originalRequest) ?? request
        let exchange = exchange(for: task)
        if let exchange, let target = request.url, let refusal = serverTrust.refusal(for: target) {
            // The handler first: FoundationNetworking traps when a redirect it is waiting for is
            // answered after its task was cancelled. Later callbacks reach an ended exchange.
            completionHandler(nil)
            return exchange.fail(HTTPError(serverTrust: refusal, request: exchange.request))
        }
        guard let original = exchange?.redirectOrigin(of: task) else { return completionHandler(request) }
        completionHandler(URLSessionRedirectPolicy.redirect(request, from: original))
    }
}
