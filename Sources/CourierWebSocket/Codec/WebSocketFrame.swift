/// One WebSocket frame with its payload already unmasked.
public struct WebSocketFrame: Sendable, Hashable {
    /// Whether this is the final fragment of its message.
    public var isFinal: Bool
    /// The frame's opcode.
    public var opcode: WebSocketOpcode
    /// The application payload (unmasked).
    public var payload: [UInt8]

    /// Creates a frame.
    ///
    /// - Parameters:
    ///   - opcode: The opcode.
    ///   - payload: The unmasked payload.
    ///   - isFinal: Whether this is the last fragment (default `true`).
    public init(opcode: WebSocketOpcode, payload: [UInt8], isFinal: Bool = true) {
        self.isFinal = isFinal
        self.opcode = opcode
        self.payload = payload
    }
}
