import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request in flight on a URL session, as the session's ``URLSessionExchangeDelegate`` sees
/// it: a collecting ``URLSessionExchange`` (``URLSessionTransport``) or a ``StreamingExchange``
/// (``URLSessionStreamingTransport``). Callbacks arrive on the session's delegate queue.
protocol URLSessionTaskExchange: AnyObject, Sendable {
    /// The request the exchange sends.
    var request: HTTPRequest { get }

    /// Ends the exchange with `error` and cancels its task.
    func fail(_ error: HTTPError)

    /// The URL whose origin a redirect of `task` is compared with, to strip credentials; `nil`
    /// follows the redirect unchanged.
    func redirectOrigin(of task: URLSessionTask) -> URL?

    /// Accepts or refuses the response head.
    /// - Returns: `false` to cancel the task.
    func receive(response: URLResponse) -> Bool

    /// Takes the next body bytes.
    func receive(data: Data)

    /// Takes the platform's metrics of the task (Apple platforms only; see ``HTTPTransferMetrics``).
    func receive(metrics: URLSessionTaskMetrics)

    /// Ends the exchange as URLSession reports the task complete.
    func complete(error: (any Error)?)
}

extension URLSessionTaskExchange {
    /// Ignores the platform's task metrics.
    func receive(metrics: URLSessionTaskMetrics) {}

    /// Records upload progress; ignored by default.
    func didSendBody(totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {}

    /// A fresh stream of the request body when URLSession must send it again; none by default.
    func newBodyStream() -> InputStream? { nil }
}
