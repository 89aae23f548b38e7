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
///
/// On Linux the transport spreads its requests over several sessions
/// (``Configuration/sessionCount``), because FoundationNetworking serializes all the work and
/// callbacks of one session on single queues.
public final class URLSessionTransport: HTTPTransport {
    /// The sessions requests are spread over (see ``Configuration/sessionCount``).
    private let shards: URLSessionTransportShards
    private let timeoutInterval: TimeInterval
    private let maximumResponseBytes: Int
    /// Continuations stored and not yet resumed; zero whenever no `send` is suspended.
    let liveContinuations = URLSessionLiveCounter()

    /// Creates a transport with its own `URLSession`s.
    /// - Parameter configuration: Timeout, size limit, session configuration and session count.
    public init(configuration: Configuration = Configuration()) {
        self.timeoutInterval = configuration.timeoutInterval
        self.maximumResponseBytes = configuration.maximumResponseBytes
        self.shards = URLSessionTransportShards(
            count: configuration.sessionCount, configuration: configuration.sessionConfiguration,
            serverTrust: configuration.serverTrustPolicy
        )
    }

    deinit {
        for shard in shards.all { shard.invalidate() }
    }

    /// The number of sessions the transport spreads its requests over (for tests).
    var sessionCount: Int { shards.all.count }

    /// The requests in flight on each session (for tests).
    var sessionLoad: [Int] { shards.load }

    /// The number of data tasks URLSession has not yet reported complete (for tests).
    var pendingTaskCount: Int { shards.all.reduce(0) { $0 + $1.delegate.registeredCount } }

    /// Sends `request` and returns the response, whatever its status code.
    /// - Parameter request: The request to send.
    /// - Returns: The response, with a body of at most ``Configuration/maximumResponseBytes``.
    /// - Throws: ``HTTPError`` of kind `.transport`, `.timeout`, `.cancelled`,
    ///   `.responseTooLarge`, `.invalidRequest` (a URL that is not `http` or `https`) or
    ///   `.serverTrust` (see ``Configuration/serverTrustPolicy``).
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard let scheme = request.url.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw HTTPError(.invalidRequest, request: request, message: "only http and https URLs can be sent")
        }
        if let refusal = shards.all[0].delegate.serverTrust.refusal(for: request.url) {
            throw HTTPError(serverTrust: refusal, request: request)
        }
        let timeout = request.timeoutInterval ?? timeoutInterval
        let urlRequest = URLSessionRequests.collecting(request, timeout: timeout)
        let marks = URLSessionTransferMarks.begin()
        defer { marks?.finish() }
        let exchange = URLSessionExchange(
            request: request, limit: maximumResponseBytes, timeout: timeout, liveContinuations: liveContinuations,
            marks: marks
        )
        let shardIndex = shards.acquire()
        defer { shards.release(shardIndex) }
        let shard = shards.all[shardIndex]
        let session = shard.session
        let delegate = shard.delegate
        let received = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: urlRequest)
                delegate.register(exchange, for: task)
                if !exchange.start(task: task, continuation: continuation) {
                    delegate.unregister(task)
                    task.cancel()
                }
            }
        } onCancel: {
            exchange.fail(HTTPError(.cancelled, request: request))
        }
        // Built here, in the calling task, rather than on the session's serial callback queue.
        return HTTPResponse(
            statusCode: received.head.statusCode,
            headerFields: URLSessionErrorMapping.fields(of: received.head),
            body: received.body,
            url: received.head.url
        )
    }
}
