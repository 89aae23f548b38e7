import CourierSupport
public import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

/// A streaming transport over `URLSession` with a data delegate, so it works on Linux (where
/// `URLSession.bytes(for:)` does not exist) as on Apple platforms.
///
/// The request's ``HTTPRequest/timeoutInterval`` (or
/// ``init(timeoutInterval:maximumBodyBytes:sessionConfiguration:serverTrustPolicy:)``'s) is an idle timeout: the
/// exchange fails when no bytes arrive for that long. The body is cut off with
/// `HTTPError/Kind/responseTooLarge` once it exceeds `maximumBodyBytes` in total.
///
/// On Linux it stores response cookies itself, as ``URLSessionTransport`` does.
///
/// Around an ``EventsMiddleware`` it times each exchange up to its head, which is when the
/// middleware reports the attempt finished: ``HTTPTransferMetrics/end`` is when the head arrived
/// (or the exchange failed before it), the body streaming on afterwards.
public final class URLSessionStreamingTransport: HTTPStreamingTransport {
    private let session: URLSession
    private let delegate: URLSessionExchangeDelegate
    private let timeoutInterval: TimeInterval
    private let maximumBodyBytes: Int

    /// Creates a transport with its own session.
    ///
    /// - Parameters:
    ///   - timeoutInterval: The idle timeout in seconds (default 60).
    ///   - maximumBodyBytes: The most body bytes one response may stream (default 256 MiB).
    ///   - sessionConfiguration: The session's configuration.
    ///   - serverTrustPolicy: Which server certificates to trust (see ``ServerTrustPolicy``).
    public init(
        timeoutInterval: TimeInterval = 60,
        maximumBodyBytes: Int = 256 * 1024 * 1024,
        sessionConfiguration: URLSessionConfiguration = .ephemeral,
        serverTrustPolicy: ServerTrustPolicy = .systemDefault
    ) {
        let (sessionConfiguration, cookieJar) = URLSessionCookieJar.adopting(sessionConfiguration)
        let delegate = URLSessionExchangeDelegate(serverTrust: serverTrustPolicy, cookieJar: cookieJar)
        self.delegate = delegate
        self.timeoutInterval = timeoutInterval
        self.maximumBodyBytes = maximumBodyBytes
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// The number of exchanges URLSession has not yet reported complete (for leak tests).
    public var activeExchangeCount: Int { delegate.registeredCount }

    /// Sends `request` and returns once the head has arrived.
    ///
    /// - Parameter request: The request.
    /// - Returns: The head and the body stream.
    /// - Throws: ``HTTPError``.
    public func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw HTTPError(.invalidRequest, request: request, message: "only http and https URLs can be sent")
        }
        if let refusal = delegate.serverTrust.refusal(for: request.url) {
            throw HTTPError(serverTrust: refusal, request: request)
        }
        let marks = URLSessionTransferMarks.begin()
        defer { marks?.finish() }
        let urlRequest = URLSessionRequests.streaming(request, idleTimeout: request.timeoutInterval ?? timeoutInterval)
        // The body's producer can fail before the exchange exists; it finds the exchange here.
        let created = Locked<StreamingExchange?>(nil)
        let (task, upload) = try await URLSessionUploads.makeTaskOffPool(
            in: session, for: urlRequest, request: request
        ) { error in
            created.withLock { $0 }?.fail(
                HTTPError(
                    .invalidRequest, request: request, underlyingError: error,
                    message: "the request body could not be produced"))
        }
        let exchange = StreamingExchange(
            request: request, limit: maximumBodyBytes, task: task, upload: upload, marks: marks)
        created.withLock { $0 = exchange }
        delegate.register(exchange, for: task)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                exchange.start(head: continuation)
            }
        } onCancel: {
            exchange.fail(HTTPError(.cancelled, request: request))
        }
    }
}
