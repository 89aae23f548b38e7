import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking

/// Authentication challenges on Linux, where the session's callbacks run on its work queue
/// (``URLSessionInlineDelegateQueue``).
extension URLSessionExchangeDelegate {
    /// Gives a challenge the default handling, answered from another thread: with a proposed
    /// credential FoundationNetworking then suspends, re-sends or cancels the task, calls that wait
    /// for the work queue this callback runs on.
    ///
    /// A `401` with nothing to propose ends its exchange with that response instead, as Apple
    /// platforms do: FoundationNetworking raises the challenge once the whole response has reached
    /// the exchange (for a `WWW-Authenticate` scheme it handles, such as `Basic`), and its default
    /// handling without a credential neither re-sends nor completes the task, which would then
    /// wait until its timeout. The task is cancelled after the exchange has ended.
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        if challenge.proposedCredential == nil, challenge.failureResponse != nil, let exchange = unregister(task) {
            exchange.complete(error: nil)
            return URLSessionInlineDelegateQueue.outsideCallbacks {
                completionHandler(.cancelAuthenticationChallenge, nil)
            }
        }
        URLSessionInlineDelegateQueue.outsideCallbacks { completionHandler(.performDefaultHandling, nil) }
    }
}
#endif
