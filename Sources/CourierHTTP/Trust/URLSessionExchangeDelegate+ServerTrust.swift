import Foundation

#if canImport(Security) && !canImport(FoundationNetworking)
import Security

extension URLSessionExchangeDelegate {
    /// Evaluates server-trust challenges of pinned hosts; every other challenge gets the default
    /// handling. URLSession sends a server-trust challenge here, with its task, because the
    /// session-level `urlSession(_:didReceive:completionHandler:)` is not implemented.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let space = challenge.protectionSpace
        guard space.authenticationMethod == NSURLAuthenticationMethodServerTrust, let trust = space.serverTrust,
            serverTrust.pins(forHost: space.host) != nil
        else { return completionHandler(.performDefaultHandling, nil) }
        if let failure = URLSessionServerTrust.evaluate(trust, host: space.host, policy: serverTrust) {
            completionHandler(.cancelAuthenticationChallenge, nil)
            // The exchange ends with the trust error; the cancellation that follows reaches an
            // ended exchange.
            if let exchange = exchange(for: task) {
                exchange.fail(HTTPError(serverTrust: failure, request: exchange.request))
            }
            return
        }
        completionHandler(.useCredential, URLCredential(trust: trust))
    }
}
#endif
