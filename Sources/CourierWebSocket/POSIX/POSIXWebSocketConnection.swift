public import Foundation

/// Courier's own RFC 6455 WebSocket client over POSIX sockets, for Linux (where
/// `URLSessionWebSocketTask` does not work) and everywhere else.
///
/// `ws://` everywhere; `wss://` on Linux, through the system OpenSSL (`libssl`, the
/// `CCourierOpenSSL` system library): the server's certificate chain is verified against the
/// system trust store plus ``WebSocketTLSConfiguration/additionalTrustRoots``, the certificate
/// must name the URL's host (DNS name or IP address), and the host is sent as SNI
/// (``WebSocketConfiguration/tls``). A rejected certificate throws
/// ``WebSocketError/certificateRejected(_:)``, another TLS failure
/// ``WebSocketError/tlsHandshakeFailed(_:)``. On platforms built without OpenSSL (Apple's,
/// where `URLSessionWebSocketConnection` serves `wss://`) a `wss://` URL throws
/// ``WebSocketError/tlsUnsupported``.
///
/// One reader thread per connection does the TCP connect, the TLS handshake, the WebSocket
/// handshake and all reading; it
/// answers pings, reassembles fragments and enforces
/// ``WebSocketConfiguration/maximumMessageSize``. Writes happen on the calling task's thread
/// (they block only while the socket's send buffer is full). The thread and the socket are
/// released when the connection ends (close handshake, error or drop) and, at the latest, when
/// the connection object is deinitialized.
public final class POSIXWebSocketConnection: WebSocketConnection {
    let core: POSIXWebSocketCore

    /// Creates an unconnected client; call ``connect()`` next.
    ///
    /// - Parameters:
    ///   - request: The URL, subprotocols and extra header fields.
    ///   - configuration: Timeouts and limits.
    public init(request: WebSocketRequest, configuration: WebSocketConfiguration = WebSocketConfiguration()) {
        core = POSIXWebSocketCore(request: request, configuration: configuration)
    }

    /// Creates an unconnected client whose reader calls `handshakeValidatedHook` between a valid
    /// handshake response and opening (for tests that race an abort against that moment).
    init(request: WebSocketRequest, handshakeValidatedHook: @escaping @Sendable (POSIXWebSocketCore) -> Void) {
        core = POSIXWebSocketCore(
            request: request, configuration: WebSocketConfiguration(), handshakeValidatedHook: handshakeValidatedHook)
    }

    /// Creates an unconnected client for `url`; call ``connect()`` next.
    ///
    /// - Parameters:
    ///   - url: The `ws://` or `wss://` URL.
    ///   - subprotocols: The subprotocols to offer, most preferred first.
    ///   - configuration: Timeouts and limits.
    public convenience init(
        url: URL, subprotocols: [String] = [], configuration: WebSocketConfiguration = WebSocketConfiguration()
    ) {
        self.init(request: WebSocketRequest(url: url, subprotocols: subprotocols), configuration: configuration)
    }

    deinit {
        core.abandon()
    }

    /// The subprotocol the server chose, once connected.
    public var negotiatedSubprotocol: String? { core.negotiatedSubprotocol }

    /// Opens the TCP connection and performs the opening handshake.
    ///
    /// - Throws: ``WebSocketError`` (`.tlsUnsupported` for `wss://`, `.connectFailed`,
    ///   `.handshakeFailed`, `.badAcceptValue`, `.timeout`, …) or `CancellationError`.
    public func connect() async throws {
        try await core.connect()
    }

    /// Sends a text message in one masked frame.
    ///
    /// - Parameter text: The message.
    /// - Throws: ``WebSocketError`` when the connection is not open or the write fails.
    public func send(text: String) async throws {
        var text = text
        if let error = text.withUTF8({ core.writeFrame(.text, payload: UnsafeRawBufferPointer($0), kind: .data) }) {
            throw error
        }
    }

    /// Sends a binary message in one masked frame.
    ///
    /// - Parameter data: The message.
    /// - Throws: ``WebSocketError`` when the connection is not open or the write fails.
    public func send(data: Data) async throws {
        if let error = data.withUnsafeBytes({ core.writeFrame(.binary, payload: $0, kind: .data) }) { throw error }
    }

    /// The next message; see ``WebSocketConnection/receive()``.
    ///
    /// - Returns: The next complete message.
    /// - Throws: ``WebSocketError`` once the connection has ended and no message is queued;
    ///   `CancellationError` when the task is cancelled.
    public func receive() async throws -> WebSocketMessage {
        try await core.receive()
    }

    /// The next message and those already queued behind it; see
    /// ``WebSocketConnection/receiveAvailable(maximumCount:)``.
    ///
    /// - Parameter maximumCount: The most messages to return.
    /// - Returns: One or more messages, in order.
    /// - Throws: As ``receive()``.
    public func receiveAvailable(maximumCount: Int) async throws -> [WebSocketMessage] {
        var messages = [try await core.receive()]
        core.takeQueued(upTo: maximumCount - 1, into: &messages)
        return messages
    }

    /// Sends a ping and waits for its pong.
    ///
    /// - Parameter timeout: Seconds to wait for the pong.
    /// - Throws: ``WebSocketError/timeout`` without a pong in time; the connection's error when
    ///   it ends first.
    public func ping(timeout: Double) async throws {
        try await core.ping(timeout: timeout)
    }

    /// Sends a close frame, waits up to ``WebSocketConfiguration/closeTimeout`` for the server's,
    /// then releases the socket and the reader thread.
    ///
    /// - Parameters:
    ///   - code: The close code (a code that may not be sent becomes 1000).
    ///   - reason: A short reason, cut to 123 UTF-8 bytes.
    public func close(code: WebSocketCloseCode, reason: String) async {
        await core.close(code: code, reason: reason)
    }
}
