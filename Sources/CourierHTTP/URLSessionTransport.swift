import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A transport that sends HTTP requests with `URLSession`.
///
/// The body streams in through a session delegate, so a response over
/// ``Configuration/maximumResponseBytes`` is stopped as soon as it crosses the limit (or at once,
/// when its `Content-Length` does) instead of being buffered whole. Each exchange has a
/// whole-exchange deadline (the request's ``HTTPRequest/timeoutInterval`` or the configuration's
/// default). Cancelling the calling task cancels the data task and throws
/// ``HTTPError/Kind/cancelled`` at once, on every platform. URLSession errors map to
/// ``HTTPError`` kinds: `timedOut` → `.timeout`, `cancelled` → `.cancelled`, anything else →
/// `.transport`, with the `URLError` as the underlying error.
///
/// A redirect to another origin (scheme, host or port) loses the `Authorization` and `Cookie`
/// header fields.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let delegate: URLSessionTransportDelegate
    /// The serial queue the delegate callbacks run on. Held here because
    /// `OperationQueue.underlyingQueue` does not retain it on every platform (on Linux it is
    /// `unowned(unsafe)`), so the session's queue must not own the only reference.
    private let callbackDispatchQueue: DispatchQueue
    private let timeoutInterval: TimeInterval
    private let maximumResponseBytes: Int
    /// Continuations stored and not yet resumed; zero whenever no `send` is suspended.
    let liveContinuations = URLSessionLiveCounter()

    /// Creates a transport with its own `URLSession`.
    /// - Parameter configuration: Timeout, size limit and session configuration.
    public init(configuration: Configuration = Configuration()) {
        let delegate = URLSessionTransportDelegate()
        self.delegate = delegate
        self.timeoutInterval = configuration.timeoutInterval
        self.maximumResponseBytes = configuration.maximumResponseBytes
        // Callbacks run straight on a serial dispatch queue: an operation queue of its own would
        // wrap every callback in an Operation, which on Linux costs more than the work it does.
        let callbackDispatchQueue = DispatchQueue(label: "CourierHTTP.URLSessionTransport.callbacks")
        self.callbackDispatchQueue = callbackDispatchQueue
        let callbackQueue = OperationQueue()
        callbackQueue.maxConcurrentOperationCount = 1
        callbackQueue.underlyingQueue = callbackDispatchQueue
        self.session = URLSession(configuration: configuration.sessionConfiguration, delegate: delegate, delegateQueue: callbackQueue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// The number of data tasks URLSession has not yet reported complete (for tests).
    var pendingTaskCount: Int { delegate.registeredCount }

    /// Sends `request` and returns the response, whatever its status code.
    /// - Parameter request: The request to send.
    /// - Returns: The response, with a body of at most ``Configuration/maximumResponseBytes``.
    /// - Throws: ``HTTPError`` of kind `.transport`, `.timeout`, `.cancelled`,
    ///   `.responseTooLarge` or `.invalidRequest` (a URL that is not `http` or `https`).
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw HTTPError(.invalidRequest, request: request, message: "only http and https URLs can be sent")
        }
        let timeout = request.timeoutInterval ?? timeoutInterval
        let urlRequest = URLSessionErrorMapping.urlRequest(for: request, timeout: timeout)
        let exchange = URLSessionExchange(request: request, limit: maximumResponseBytes, liveContinuations: liveContinuations)
        let session = session
        let delegate = delegate
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: urlRequest)
                delegate.register(exchange, for: task)
                if !exchange.start(task: task, continuation: continuation, timeout: timeout) {
                    delegate.unregister(task)
                    task.cancel()
                }
            }
        } onCancel: {
            exchange.fail(HTTPError(.cancelled, request: request))
        }
    }
}
