import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of a ``URLSessionTransport``: it routes each task's callbacks to its
/// ``URLSessionExchange`` and strips credentials from cross-origin redirects.
///
/// A session-level delegate is used rather than per-task delegates, which Linux's
/// FoundationNetworking does not honour. `@unchecked Sendable` because `exchanges` is guarded by
/// `lock`.
final class URLSessionTransportDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var exchanges: [Int: URLSessionExchange] = [:]

    /// The number of tasks URLSession has not yet reported complete.
    var registeredCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return exchanges.count
    }

    func register(_ exchange: URLSessionExchange, for task: URLSessionTask) {
        lock.lock()
        exchanges[task.taskIdentifier] = exchange
        lock.unlock()
    }

    @discardableResult
    func unregister(_ task: URLSessionTask) -> URLSessionExchange? {
        lock.lock()
        defer { lock.unlock() }
        return exchanges.removeValue(forKey: task.taskIdentifier)
    }

    private func exchange(for task: URLSessionTask) -> URLSessionExchange? {
        lock.lock()
        defer { lock.unlock() }
        return exchanges[task.taskIdentifier]
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
        guard let original = exchange(for: task)?.request.url else { return completionHandler(request) }
        completionHandler(Self.redirect(request, from: original))
    }

    /// `request` without `Authorization` and `Cookie` when it leaves the origin of `original`.
    ///
    /// Origins compare scheme, host and port (the scheme's default port when none is written), so
    /// a redirect to another port of the same host counts as another origin, as in RFC 6454.
    static func redirect(_ request: URLRequest, from original: URL) -> URLRequest {
        guard let target = request.url, origin(of: target) != origin(of: original) else { return request }
        var stripped = request
        stripped.setValue(nil, forHTTPHeaderField: "Authorization")
        stripped.setValue(nil, forHTTPHeaderField: "Cookie")
        return stripped
    }

    /// Scheme, host and port of `url`, lower-cased, with the scheme's default port filled in.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let host = url.host?.lowercased() ?? ""
        let defaultPort = scheme == "https" ? 443 : (scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host):\(url.port ?? defaultPort)"
    }
}
