import CourierSupport
public import Foundation

/// A transport that speaks plain HTTP/1.1 over its own kept-alive TCP connections, without
/// URLSession: for services that call other services over `http://` on Linux, where
/// FoundationNetworking and libcurl are most of the cost of a small request.
///
/// On a loopback benchmark (`courier-bench http-floor`) a small request costs URLSession about ten
/// times the CPU it costs over a bare socket, and this transport keeps most of that difference.
///
/// What it does:
/// - `http` URLs only; `https` is an ``HTTPError/Kind/invalidRequest`` error (use
///   ``URLSessionTransport`` for TLS).
/// - Up to ``Configuration/maximumConnectionsPerHost`` connections per host and port, kept alive
///   between requests for ``Configuration/idleTimeout``; more requests wait for a free one. Each
///   connection has its own thread for its blocking I/O.
/// - `Content-Length`, chunked and connection-delimited response bodies; interim `1xx`
///   answers skipped; no body for `HEAD`, `204` and `304`.
/// - A deadline for the whole exchange, waiting for a connection included (the request's
///   ``HTTPRequest/timeoutInterval`` or ``Configuration/timeoutInterval``): `.timeout`.
/// - Cancelling the calling task ends the exchange at once: `.cancelled`.
/// - Responses over ``Configuration/maximumResponseBytes`` stop as soon as the limit is crossed:
///   `.responseTooLarge`.
/// - Redirects (301, 302, 303, 307, 308) to `http` URLs are followed, up to
///   ``Configuration/maximumRedirects``; 303, and 301 and 302 after a `POST`, become a `GET`
///   without a body. A redirect to another origin drops `Authorization` and `Cookie`, as
///   ``URLSessionTransport`` does. A redirect to another scheme is returned as the response.
/// - A request that finds its kept-alive connection closed by the server before any byte of an
///   answer is sent once more on a new connection, as libcurl does.
/// - Method overrides (``HTTPRequestOptions/methodOverride``); download progress as the body
///   arrives, upload progress once the request has been written (a body goes out in one piece:
///   a file body is read into memory first).
///
/// What it does not do: TLS, proxies, cookies, caching, response decompression (it sends no
/// `Accept-Encoding`), HTTP/2, streamed request bodies, downloads to a file and `URLRequest`
/// modifiers. Requests that need one of the last three are refused with `.invalidRequest`.
public final class SocketHTTPTransport: HTTPTransport {
    /// The transport's limits.
    public struct Configuration: Sendable {
        /// The time an exchange may take when the request sets none, in seconds.
        public var timeoutInterval: TimeInterval = 60
        /// The largest response body accepted, in bytes.
        public var maximumResponseBytes = 50 * 1024 * 1024
        /// The largest response head (status line and header fields) accepted, in bytes.
        public var maximumResponseHeadBytes = 64 * 1024
        /// The most connections open at once to one host and port.
        public var maximumConnectionsPerHost = 8
        /// How long an unused connection is kept, in seconds.
        public var idleTimeout: TimeInterval = 60
        /// The most redirects followed for one request.
        public var maximumRedirects = 10

        /// The defaults.
        public init() {}

        /// The defaults, changed by `configure`.
        public init(_ configure: (inout Configuration) -> Void) {
            configure(&self)
        }
    }

    /// The transport's limits.
    public let configuration: Configuration
    private let pool: SocketHTTPConnectionPool

    /// Creates a transport with no connections open yet.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.pool = SocketHTTPConnectionPool(
            maximumPerOrigin: configuration.maximumConnectionsPerHost, idleTimeout: configuration.idleTimeout)
    }

    deinit { pool.shutDown() }

    /// Sends `request` and returns the final response, whatever its status code.
    /// - Throws: ``HTTPError`` of kind `.transport`, `.timeout`, `.cancelled`, `.responseTooLarge`
    ///   or `.invalidRequest`.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        try await sendTyped(request)
    }

    private func sendTyped(_ request: HTTPRequest) async throws(HTTPError) -> HTTPResponse {
        let timeout = request.timeoutInterval ?? configuration.timeoutInterval
        let deadline = POSIXGlue.monotonicSeconds() + max(0, timeout)
        defer {
            request.uploadProgress?.finish()
            request.downloadProgress?.finish()
        }
        var current = request
        var body = try Self.body(of: request)
        var redirects = 0
        while true {
            let received = try await exchange(current, body: body, deadline: deadline)
            let response = HTTPResponse(
                statusCode: received.head.statusCode, headerFields: received.head.fields, body: received.body,
                url: current.url)
            guard let next = SocketHTTPRedirects.follow(current, body: body, response: response) else {
                return response
            }
            redirects += 1
            guard redirects <= configuration.maximumRedirects else {
                throw HTTPError(
                    .transport, request: current, response: response,
                    message: "more than \(configuration.maximumRedirects) redirects")
            }
            (current, body) = next
        }
    }

    /// One request and its answer, on a pooled connection; sent again on a new connection when
    /// a kept-alive one turns out to have been closed by the server.
    private func exchange(_ request: HTTPRequest, body: Data?, deadline: Double) async throws(HTTPError)
        -> SocketHTTPReceived
    {
        guard request.url.scheme?.lowercased() == "http", let host = request.url.host, !host.isEmpty else {
            throw HTTPError(
                .invalidRequest, request: request,
                message: "SocketHTTPTransport sends plain http:// requests only; use URLSessionTransport for others")
        }
        // An IPv6 literal resolves without its brackets.
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let origin = SocketHTTPOrigin(host: bare, port: request.url.port ?? 80)
        let bytes = try HTTP1RequestEncoder.encode(request, body: body)
        var onBodyBytes: (@Sendable (Int, Int?) -> Void)?
        if let reporter = request.downloadProgress {
            onBodyBytes = { count, total in
                reporter.report(TransferProgress(completedBytes: Int64(count), totalBytes: total.map { Int64($0) }))
            }
        }
        var onRequestWritten: (@Sendable () -> Void)?
        if let body, let reporter = request.uploadProgress {
            let sent = Int64(body.count)
            onRequestWritten = { reporter.report(TransferProgress(completedBytes: sent, totalBytes: sent)) }
        }
        let exchange = SocketHTTPExchange(
            bytes: bytes, isHeadRequest: request.wireMethod == .head, deadline: deadline,
            maximumHeadBytes: configuration.maximumResponseHeadBytes,
            maximumBodyBytes: configuration.maximumResponseBytes, cancellation: SocketHTTPCancellation(),
            onBodyBytes: onBodyBytes, onRequestWritten: onRequestWritten)
        // Each stale connection is closed, so this ends once the pool opens a new one.
        for _ in 0...configuration.maximumConnectionsPerHost {
            let connection: SocketHTTPConnection
            switch await pool.acquire(origin, deadline: deadline) {
            case .connection(let acquired): connection = acquired
            case .cancelled: throw HTTPError(.cancelled, request: request)
            case .timedOut: throw HTTPError(.timeout, request: request)
            }
            let result = await withTaskCancellationHandler {
                await connection.perform(exchange)
            } onCancel: {
                exchange.cancellation.cancel()
            }
            switch result {
            case .success(let received):
                pool.release(connection, reusable: received.keepsAlive)
                return received
            case .failure(.stale):
                pool.release(connection, reusable: false)
                continue
            case .failure(let failure):
                pool.release(connection, reusable: false)
                throw Self.error(for: failure, request: request, limit: configuration.maximumResponseBytes)
            }
        }
        throw HTTPError(.transport, request: request, message: "every kept-alive connection had been closed")
    }

    /// The request's body as bytes.
    private static func body(of request: HTTPRequest) throws(HTTPError) -> Data? {
        if !request.options.urlRequestModifiers.isEmpty {
            throw unsupported("URLRequest modifiers", request)
        }
        if request.downloadDirectory != nil { throw unsupported("downloads to a file", request) }
        switch request.bodySource {
        case nil: return nil
        case .data(let data)?: return data
        case .file(let url)?:
            do {
                return try Data(contentsOf: url)
            } catch {
                throw HTTPError(
                    .invalidRequest, request: request, underlyingError: error, message: "the body file cannot be read")
            }
        case .stream?: throw unsupported("streamed request bodies", request)
        }
    }

    private static func unsupported(_ feature: String, _ request: HTTPRequest) -> HTTPError {
        HTTPError(
            .invalidRequest, request: request,
            message: "SocketHTTPTransport does not support \(feature); use URLSessionTransport")
    }

    private static func error(for failure: SocketHTTPExchangeFailure, request: HTTPRequest, limit: Int) -> HTTPError {
        switch failure {
        case .connect(.timedOut), .timedOut:
            return HTTPError(.timeout, request: request)
        case .connect(.cancelled), .cancelled:
            return HTTPError(.cancelled, request: request)
        case .connect(.unresolved):
            return HTTPError(.transport, request: request, message: "the host name did not resolve")
        case .connect(.failed(let code)):
            return HTTPError(
                .transport, request: request, underlyingError: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO),
                message: "the connection could not be opened")
        case .stale, .closed(errno: 0):
            return HTTPError(.transport, request: request, message: "the server closed the connection early")
        case .closed(let code):
            return HTTPError(
                .transport, request: request, underlyingError: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO),
                message: "the connection failed")
        case .response(.bodyTooLarge):
            return HTTPError(.responseTooLarge(limit: limit), request: request)
        case .response(let reason):
            return HTTPError(.transport, request: request, message: "the response is not valid HTTP/1.1: \(reason)")
        }
    }
}
