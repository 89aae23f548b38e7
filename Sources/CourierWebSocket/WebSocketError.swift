/// Why a WebSocket connection failed or ended.
public enum WebSocketError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The URL is not a usable `ws://` URL, or a header is malformed; the text says which.
    case invalidRequest(String)
    /// `wss://` was asked of ``POSIXWebSocketConnection`` on a platform where it has no TLS (Apple
    /// platforms, where `URLSessionWebSocketConnection` serves `wss://`; on Linux it uses OpenSSL).
    case tlsUnsupported
    /// The TLS handshake failed for a reason other than the certificate (no common protocol
    /// version or cipher, an alert from the server, a peer that does not speak TLS); the text is
    /// the TLS library's reason.
    case tlsHandshakeFailed(String)
    /// The server's certificate failed verification; nothing was sent to the server.
    case certificateRejected(WebSocketCertificateProblem)
    /// The TCP connection could not be opened; `errno` is the system's reason (0 when the
    /// host name did not resolve).
    case connectFailed(host: String, port: Int, errno: Int32)
    /// The server answered the upgrade with a status other than 101.
    case handshakeFailed(status: Int)
    /// The server's upgrade response was malformed or lacked a required header.
    case invalidHandshakeResponse(String)
    /// The server's `Sec-WebSocket-Accept` does not match the key the client sent.
    case badAcceptValue(expected: String, received: String?)
    /// The peer broke RFC 6455; the client closed the connection with the violation's code.
    case protocolViolation(WebSocketProtocolViolation)
    /// A message exceeded the configured maximum size; the client closed with 1009.
    case messageTooBig(limit: Int)
    /// The connection was closed with a close handshake, by either side.
    case closed(code: WebSocketCloseCode?, reason: String)
    /// The connection ended without a close frame (reset, end of stream, write failure).
    case connectionDropped
    /// An operation (connect, handshake, ping, close) took longer than its timeout.
    case timeout
    /// The connection is not open (never connected, or connect was called twice).
    case notConnected

    /// A sentence describing the failure.
    public var description: String {
        switch self {
        case .invalidRequest(let reason): "invalid WebSocket request: \(reason)"
        case .tlsUnsupported:
            "wss:// is not supported by the POSIX WebSocket client on this platform; use URLSessionWebSocketConnection"
        case .tlsHandshakeFailed(let reason): "TLS handshake failed: \(reason)"
        case .certificateRejected(let problem): "server certificate rejected: \(problem)"
        case .connectFailed(let host, let port, let code): "could not connect to \(host):\(port) (errno \(code))"
        case .handshakeFailed(let status): "WebSocket handshake failed with HTTP status \(status)"
        case .invalidHandshakeResponse(let reason): "invalid WebSocket handshake response: \(reason)"
        case .badAcceptValue(let expected, let received):
            "Sec-WebSocket-Accept mismatch: expected \(expected), received \(received ?? "nothing")"
        case .protocolViolation(let violation): "WebSocket protocol violation: \(violation)"
        case .messageTooBig(let limit): "WebSocket message larger than the \(limit)-byte limit"
        case .closed(let code, let reason):
            "WebSocket closed with code "
                + "\(code.map(String.init(describing:)) ?? "none")\(reason.isEmpty ? "" : ": \(reason)")"
        case .connectionDropped: "WebSocket connection dropped without a close frame"
        case .timeout: "WebSocket operation timed out"
        case .notConnected: "WebSocket connection is not open"
        }
    }
}
