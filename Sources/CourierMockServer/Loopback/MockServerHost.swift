public import CourierAPI
public import CourierHTTP
public import CourierLoopback
import CourierSupport
public import Foundation

/// A ``GraphQLMockServer`` served on 127.0.0.1: GraphQL over HTTP at ``graphQLURL``,
/// graphql-transport-ws subscriptions at ``webSocketURL``, and any extra plain HTTP routes
/// added with ``route(_:_:handler:)`` (e.g. a REST `GET /api/...` beside `/graphql`).
///
/// ``stop()`` (also run on deinit) closes both listeners and waits for their threads. It does not
/// wait for resolvers: a request still being resolved is cancelled and its connection dropped, so
/// a resolver that never returns cannot keep a stop (or the task calling it) waiting.
public final class MockServerHost: Sendable {
    /// The server that answers.
    public let server: GraphQLMockServer
    /// The HTTP listener (for its request log and counters).
    public let http: LoopbackHTTPServer
    /// The WebSocket listener.
    public let webSocket: LoopbackWebSocketServer
    /// The GraphQL endpoint, `http://127.0.0.1:<port><path>`.
    public let graphQLURL: URL
    /// The subscription endpoint, `ws://127.0.0.1:<port><path>`.
    public let webSocketURL: URL

    private let prefixRoutes: Locked<[PrefixRoute]>
    private let bridge: MockBlockingBridge

    private struct PrefixRoute {
        var method: HTTPMethod?
        var prefix: String
        var handler: LoopbackHTTPServer.Handler
    }

    init(server: GraphQLMockServer, path: String) throws {
        self.server = server
        let prefixRoutes = Locked<[PrefixRoute]>([])
        self.prefixRoutes = prefixRoutes
        let bridge = MockBlockingBridge()
        self.bridge = bridge
        http = try LoopbackHTTPServer(fallback: { request in
            let match = prefixRoutes.withLock { routes in
                routes.last { request.path.hasPrefix($0.prefix) && ($0.method == nil || $0.method == request.method) }
            }
            return match?.handler(request) ?? .json(#"{"error":"not found"}"#, status: 404)
        })
        webSocket = try LoopbackWebSocketServer(
            options: LoopbackWebSocketServer.Options { $0.supportedSubprotocols = ["graphql-transport-ws"] },
            handler: LoopbackWebSocketHandler { [server] peer in
                MockTransportWSSession(server: server, peer: peer).run()
            }
        )
        graphQLURL = http.url(path)
        webSocketURL = webSocket.url(path)
        http.route(nil, path) { [server, bridge] request in
            let exchange = MockHTTPExchange(
                method: request.method, query: request.query, headerFields: request.headerFields, body: request.body)
            let reply = bridge.wait { await server.respond(to: exchange) }
            guard !reply.drops else {
                return LoopbackResponse(status: 200, body: Data(repeating: 0x20, count: 64)).with(
                    fault: .dropBeforeBody)
            }
            return LoopbackResponse(
                status: reply.status, headerFields: reply.headerFields, body: reply.body, delay: reply.delay)
        }
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { http.baseURL }

    /// Adds a plain HTTP route beside the GraphQL endpoint.
    /// - Parameters:
    ///   - method: The method to match, or `nil` for any.
    ///   - path: The exact path, e.g. `/api/status`.
    ///   - handler: Builds the response (synchronously, on the connection's thread).
    public func route(_ method: HTTPMethod?, _ path: String, handler: @escaping LoopbackHTTPServer.Handler) {
        http.route(method, path, handler: handler)
    }

    /// Adds a route for every path that starts with `prefix` and no exact route matches (e.g.
    /// `/api/users/` for `/api/users/1`); of several matching prefixes the last added wins.
    /// - Parameters:
    ///   - method: The method to match, or `nil` for any.
    ///   - prefix: The path prefix.
    ///   - handler: Builds the response (synchronously, on the connection's thread); read the rest
    ///     of the path from `request.path`.
    public func route(_ method: HTTPMethod?, prefix: String, handler: @escaping LoopbackHTTPServer.Handler) {
        prefixRoutes.withLock { $0.append(PrefixRoute(method: method, prefix: prefix, handler: handler)) }
    }

    /// Adds a route that answers `GET path` with `json`.
    /// - Parameters:
    ///   - path: The exact path.
    ///   - json: The body.
    public func routeJSON(_ path: String, _ json: JSONValue) {
        let text = (try? json.jsonString()) ?? "null"
        http.route(.get, path) { _ in .json(text) }
    }

    /// Stops both listeners, cancelling requests still being resolved; calling it again does
    /// nothing.
    public func stop() {
        prefixRoutes.withLock { $0 = [] }
        bridge.stop()
        http.stop()
        webSocket.stop()
    }
}

extension GraphQLMockServer {
    /// Serves this server on 127.0.0.1 (HTTP and WebSocket, each on a free port).
    /// - Parameter path: The GraphQL path on both listeners; `/graphql` by default.
    /// - Returns: The running host; keep it, and call ``MockServerHost/stop()`` when done.
    /// - Throws: ``/CourierLoopback/LoopbackServerError`` when a socket cannot be set up.
    public func serve(path: String = "/graphql") throws -> MockServerHost {
        try MockServerHost(server: self, path: path)
    }
}
