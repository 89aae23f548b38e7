/// Limits and timeouts of a WebSocket connection.
public struct WebSocketConfiguration: Sendable, Hashable {
    /// Seconds allowed for the TCP connection to open (default 10).
    public var connectTimeout: Double = 10
    /// Seconds allowed for the server's upgrade response (default 10).
    public var handshakeTimeout: Double = 10
    /// Seconds ``WebSocketConnection/close(code:reason:)`` waits for the server's close frame
    /// before dropping the connection (default 5).
    public var closeTimeout: Double = 5
    /// The largest incoming message accepted, in bytes (default 16 MiB); a larger one closes the
    /// connection with 1009 and ends it with ``WebSocketError/messageTooBig(limit:)``.
    public var maximumMessageSize: Int = 16 * 1024 * 1024
    /// The most message bytes queued for ``WebSocketConnection/receive()`` (default 64 MiB).
    /// Beyond it the client stops reading until the consumer catches up, so TCP flow control
    /// slows the server down instead of memory growing without bound.
    public var maximumBufferedBytes: Int = 64 * 1024 * 1024
    /// The largest frame payload the client sends; longer messages go out as a fragmented
    /// sequence (RFC 6455 §5.4). `nil` (the default) sends every message in one frame.
    public var maximumOutgoingFrameSize: Int?
    /// How `wss://` connections verify the server (default: the system's trust store, the
    /// host name, SNI).
    public var tls = WebSocketTLSConfiguration()

    /// Creates a configuration with the defaults, adjusted by `configure`.
    ///
    /// - Parameter configure: Changes to the defaults.
    public init(_ configure: (inout WebSocketConfiguration) -> Void = { _ in }) {
        configure(&self)
    }
}
