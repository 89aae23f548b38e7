import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking

/// Authentication challenges on Linux, where the session's callbacks run on its work queue
/// (``URLSessionInlineDelegateQueue``).
extension URLSessionExchangeDelegate {
    /// Gives every challenge the default handling, answered from another thread: with a proposed
    /// credential FoundationNetworking then suspends, re-sends or cancels the task, calls that wait
    /// for the work queue this callback runs on.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        URLSessionInlineDelegateQueue.outsideCallbacks { completionHandler(.performDefaultHandling, nil) }
    }
}
#endif
