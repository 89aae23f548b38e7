/// A WebSocket frame opcode (RFC 6455 §5.2); the reserved values 0x3–0x7 and 0xB–0xF are
/// rejected by ``WebSocketFrameParser``.
public enum WebSocketOpcode: UInt8, Sendable, Hashable {
    /// A continuation of a fragmented message.
    case continuation = 0x0
    /// The first (or only) frame of a text message.
    case text = 0x1
    /// The first (or only) frame of a binary message.
    case binary = 0x2
    /// A close frame.
    case close = 0x8
    /// A ping.
    case ping = 0x9
    /// A pong.
    case pong = 0xA

    /// Whether this is a control frame (close, ping, pong): at most 125 bytes, never fragmented.
    public var isControl: Bool { rawValue & 0x8 != 0 }
}
