import CourierSupport
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
/// callbacks of one session on single queues. For the same reason it stores the cookies of its
/// responses (redirects included) in the configuration's cookie storage itself, by the
/// configuration's accept policy, instead of letting FoundationNetworking parse every response
/// header line on that queue; the storage ends up with the same cookies, and requests carry them
/// as before.
public final class URLSessionTransport: HTTPTransport {
    /// The sessions requests are spread over (see ``Configuration/sessionCount``).
    private let shards: URLSessionTransportShards
    /// The session of requests with streamed bodies, made on first use: while a body's producer
    /// has no bytes ready, FoundationNetworking holds the session's work queue, so those requests
    /// get a session of their own rather than stalling the others.
    private let streamShard = Locked<URLSessionTransportShard?>(nil)
    private let sessionConfiguration: URLSessionConfiguration
    private let timeoutInterval: TimeInterval
    private let maximumResponseBytes: Int
    private let maximumDownloadBytes: Int64
    /// Continuations stored and not yet resumed; zero whenever no `send` is suspended.
    let liveContinuations = URLSessionLiveCounter()

    /// Creates a transport with its own `URLSession`s.
    /// - Parameter configuration: Timeout, size limit, session configuration and session count.
    public init(configuration: Configuration = Configuration()) {
        self.timeoutInterval = configuration.timeoutInterval
        self.maximumResponseBytes = configuration.maximumResponseBytes
        self.maximumDownloadBytes = configuration.maximumDownloadBytes
        self.sessionConfiguration = configuration.sessionConfiguration
        self.shards = URLSessionTransportShards(
            count: configuration.sessionCount, configuration: configuration.sessionConfiguration,
            serverTrust: configuration.serverTrustPolicy
        )
    }

    deinit {
        for shard in shards.all { shard.invalidate() }
        streamShard.withLock { $0 }?.invalidate()
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
            request: request, limit: maximumResponseBytes, downloadLimit: maximumDownloadBytes, timeout: timeout,
            liveContinuations: liveContinuations, marks: marks
        )
        let shardIndex = shards.acquire()
        defer { shards.release(shardIndex) }
        let shard = shardForBody(of: request) ?? shards.all[shardIndex]
        let delegate = shard.delegate
        let (task, upload) = try await URLSessionUploads.makeTaskOffPool(
            in: shard.session, for: urlRequest, request: request
        ) {
            [exchange] error in
            exchange.fail(
                HTTPError(
                    .invalidRequest, request: request, underlyingError: error,
                    message: "the request body could not be produced"))
        }
        if let upload { exchange.attach(upload: upload) }
        let received = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.register(exchange, for: task)
                if !exchange.start(task: task, continuation: continuation) {
                    delegate.unregister(task)
                    let unstarted = UncheckedSendableTask(task)
                    exchange.control { unstarted.task.cancel() }
                }
            }
        } onCancel: {
            exchange.fail(HTTPError(.cancelled, request: request))
        }
        // Built here, in the calling task, rather than on the session's serial callback queue.
        var response = HTTPResponse(
            statusCode: received.head.statusCode,
            headerFields: URLSessionErrorMapping.fields(of: received.head),
            body: received.body,
            url: received.head.url
        )
        response.bodyFile = received.bodyFile
        response.residentBody = received.residentBody
        return response
    }

    /// The session for `request` when its body streams (``streamShard``), `nil` otherwise.
    private func shardForBody(of request: HTTPRequest) -> URLSessionTransportShard? {
        guard case .stream? = request.bodySource else { return nil }
        return streamShard.withLock { shard in
            if let shard { return shard }
            let made = URLSessionTransportShard(configuration: sessionConfiguration, index: -1)
            shard = made
            return made
        }
    }
}
