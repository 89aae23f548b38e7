import CourierSupport
public import CourierWebSocket
public import Foundation

/// A small WebSocket server on 127.0.0.1 for tests and benchmarks, with scriptable faults.
///
/// It listens on a free port, performs the opening handshake on each connection (choosing the
/// first subprotocol the client offers that ``Options/supportedSubprotocols`` lists), then runs
/// the ``LoopbackWebSocketHandler`` on that connection's own thread: ``LoopbackWebSocketHandler/echo``
/// by default, or a script that sends messages, drops the connection, sends malformed or
/// oversized frames, ignores pings, fragments, or closes with a code.
///
/// ``stop()`` (also run on deinit) shuts every socket down and waits for every thread to end.
public final class LoopbackWebSocketServer: Sendable {
    /// How the server answers the opening handshake.
    public struct Options: Sendable {
        /// Subprotocols the server accepts, in no particular order.
        public var supportedSubprotocols: [String] = []
        /// A `Sec-WebSocket-Accept` to send instead of the correct one (to test the client's check).
        public var acceptOverride: String?
        /// A status to answer with instead of 101 (the connection then closes).
        public var rejectStatus: Int?
        /// Whether the server answers pings with pongs (default `true`).
        public var answersPings = true
        /// The largest message the server accepts before closing with 1009 (default 64 MiB).
        public var maximumMessageSize = 64 * 1024 * 1024

        /// Creates options with the defaults, adjusted by `configure`.
        ///
        /// - Parameter configure: Changes to the defaults.
        public init(_ configure: (inout Options) -> Void = { _ in }) {
            configure(&self)
        }
    }

    /// The port the server listens on.
    public let port: Int
    private let core: LoopbackWebSocketServerCore

    /// Starts a server.
    ///
    /// - Parameters:
    ///   - options: How to answer the handshake.
    ///   - handler: What to do on each connection after the handshake (echo by default).
    /// - Throws: ``LoopbackServerError`` when the socket cannot be set up.
    public init(options: Options = Options(), handler: LoopbackWebSocketHandler = .echo) throws {
        core = try LoopbackWebSocketServerCore(options: options, handler: handler)
        port = core.port
        core.startAccepting()
    }

    deinit { core.stop() }

    /// `ws://127.0.0.1:<port><path>`.
    ///
    /// - Parameter path: A path starting with `/`, optionally with a query.
    /// - Returns: The URL.
    public func url(_ path: String = "/") -> URL {
        URL(string: "ws://127.0.0.1:\(port)\(path)") ?? URL(fileURLWithPath: "/")
    }

    /// Every upgrade request received (refused ones included), in order.
    public var handshakeRequests: [LoopbackRequest] { core.state.withLock { $0.handshakes } }

    /// The close frames clients sent, in order of arrival.
    public var receivedCloseFrames: [WebSocketClosePayload] { core.state.withLock { $0.closes } }

    /// The protocol violations the server saw in client frames, in order.
    public var receivedViolations: [WebSocketProtocolViolation] { core.state.withLock { $0.violations } }

    /// The payloads of the pongs clients sent, in order.
    public var receivedPongs: [[UInt8]] { core.state.withLock { $0.pongs } }

    /// How many connections the server has accepted so far.
    public var acceptedConnectionCount: Int { core.listener.acceptedCount }

    /// How many connections are open now.
    public var openConnectionCount: Int { core.listener.openConnectionCount }

    /// Stops accepting, shuts every connection down and waits for all server threads to end.
    public func stop() { core.stop() }
}
