public import CourierHTTP
import CourierSupport
public import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 for tests and benchmarks, with fault injection.
///
/// It listens on a free port chosen by the system, serves each connection on its own thread with
/// keep-alive, reads `Content-Length` and chunked request bodies, and answers with the handler
/// registered for the request's method and path (404 when none matches). Handlers are synchronous
/// and run on the connection's thread; a ``LoopbackResponse`` can delay, drip, drop or never send
/// the answer. Oversized or malformed requests get a 4xx answer and the connection is closed.
///
/// ``stop()`` (also run on deinit) closes every socket and waits for every thread to end, so
/// handlers should return promptly (use ``LoopbackResponse/delay`` or a fault to wait: those
/// end when the server stops).
public final class LoopbackHTTPServer: Sendable {
    /// A request handler.
    public typealias Handler = @Sendable (LoopbackRequest) -> LoopbackResponse
    /// A handler that reads the request body itself, piece by piece, from a
    /// ``LoopbackBodyReader``; the request it gets has an empty ``LoopbackRequest/body``.
    public typealias StreamingHandler = @Sendable (LoopbackRequest, LoopbackBodyReader) -> LoopbackResponse

    /// The port the server listens on.
    public let port: Int
    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    private let core: LoopbackServerCore

    /// Starts a server.
    /// - Parameters:
    ///   - maximumHeadBytes: The largest request head accepted (431 beyond), in bytes.
    ///   - maximumBodyBytes: The largest request body accepted (413 beyond), in bytes.
    ///   - requestHistoryLimit: How many of the latest requests ``receivedRequests`` keeps (0:
    ///     none), so that a server that runs for long does not keep every request it ever got.
    ///   - fallback: The handler for requests no route matches; a 404 by default.
    /// - Throws: ``LoopbackServerError`` when the socket cannot be set up.
    public init(
        maximumHeadBytes: Int = 16 * 1024,
        maximumBodyBytes: Int = 8 * 1024 * 1024,
        requestHistoryLimit: Int = 10_000,
        fallback: @escaping Handler = { _ in .status(404) }
    ) throws {
        let core = try LoopbackServerCore(
            maximumHeadBytes: maximumHeadBytes, maximumBodyBytes: maximumBodyBytes,
            historyLimit: requestHistoryLimit, fallback: fallback)
        self.core = core
        self.port = core.port
        guard let url = URL(string: "http://127.0.0.1:\(core.port)") else {
            core.stop()
            throw LoopbackServerError.socket(errno: 0)
        }
        self.baseURL = url
        core.startAccepting()
    }

    deinit { core.stop() }

    /// Registers `handler` for `path` (exact match, query ignored) and `method` (`nil`: any),
    /// replacing any handler registered for the same pair.
    /// - Parameters:
    ///   - method: The method to match, or `nil` for any.
    ///   - path: The path, e.g. `/users`.
    ///   - handler: Builds the response.
    public func route(_ method: HTTPMethod?, _ path: String, handler: @escaping Handler) {
        core.state.withLock { state in
            state.routes.removeAll { $0.method == method && $0.path == path }
            state.routes.append(LoopbackServerCore.Route(method: method, path: path, handler: handler))
        }
    }

    /// Registers a handler that streams request bodies: it reads the body from a
    /// ``LoopbackBodyReader`` as it arrives (hash it, count it, write it to a file), so a body of
    /// any size passes through a bounded buffer, with no body limit (the initializer's
    /// `maximumBodyBytes`). Whatever the handler leaves unread is discarded before the response is sent.
    /// Requests with a `Content-Length` body stream; chunked ones are collected within the body
    /// limit and handed over whole. ``receivedRequests`` records these requests without bodies.
    /// - Parameters:
    ///   - method: The method to match, or `nil` for any.
    ///   - path: The path, e.g. `/upload`.
    ///   - handler: Reads the body and builds the response.
    public func routeStreaming(_ method: HTTPMethod?, _ path: String, handler: @escaping StreamingHandler) {
        let collected: Handler = { request in
            var delivered = false
            let body = request.body
            return handler(
                request,
                LoopbackBodyReader(length: body.count) {
                    defer { delivered = true }
                    return delivered || body.isEmpty ? .end : .bytes(body)
                })
        }
        core.state.withLock { state in
            state.routes.removeAll { $0.method == method && $0.path == path }
            state.routes.append(
                LoopbackServerCore.Route(method: method, path: path, handler: collected, streamingHandler: handler))
        }
    }

    /// The absolute URL of `path` on this server.
    /// - Parameter path: A path starting with `/`, optionally with a query.
    /// - Returns: `baseURL` followed by `path`.
    public func url(_ path: String) -> URL {
        URL(string: baseURL.absoluteString + path) ?? baseURL
    }

    /// The requests received so far, in arrival order: all of them, or the latest
    /// `requestHistoryLimit` (see ``init(maximumHeadBytes:maximumBodyBytes:requestHistoryLimit:fallback:)``)
    /// once more arrived.
    public var receivedRequests: [LoopbackRequest] {
        let limit = core.historyLimit
        return core.state.withLock { Array($0.received.suffix(limit)) }
    }

    /// How many requests the server received so far, including those no longer in
    /// ``receivedRequests``.
    public var receivedRequestCount: Int {
        core.state.withLock { $0.receivedCount }
    }

    /// How many connections the server has accepted so far.
    public var acceptedConnectionCount: Int {
        core.listener.acceptedCount
    }

    /// How many connections are open now.
    public var openConnectionCount: Int {
        core.listener.openConnectionCount
    }

    /// Stops the server: closes the listening socket and every connection and waits for all of
    /// its threads to end. Calling it again does nothing.
    public func stop() { core.stop() }
}
