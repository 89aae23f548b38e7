public import Foundation

/// A complete WebSocket message: text or binary, reassembled from its frames.
public enum WebSocketMessage: Sendable, Hashable {
    /// A text message (opcode 0x1), already validated as UTF-8.
    case text(String)
    /// A binary message (opcode 0x2).
    case data(Data)
}
