import Foundation

/// Turns parsed frames into messages and control events: reassembles fragments, validates
/// text as UTF-8, decodes close frames and enforces the message size limit (RFC 6455 §5.4–5.5).
///
/// Pure and socket-free; both the client and the loopback test server drive one per connection.
public struct WebSocketMessageAssembler: Sendable {
    /// What one frame amounts to.
    public enum Event: Sendable, Hashable {
        /// A complete text or binary message.
        case message(WebSocketMessage)
        /// A ping with its payload (the receiver answers with a pong carrying the same bytes).
        case ping([UInt8])
        /// A pong with its payload.
        case pong([UInt8])
        /// The peer's close frame.
        case close(WebSocketClosePayload)
    }

    /// The largest message accepted, in bytes, summed over its fragments.
    public let maximumMessageSize: Int

    private var partialOpcode: WebSocketOpcode?
    private var partial: [UInt8] = []
    private var receivedClose = false

    /// Creates an assembler.
    ///
    /// - Parameter maximumMessageSize: The largest message accepted (default 16 MiB).
    public init(maximumMessageSize: Int = 16 * 1024 * 1024) {
        self.maximumMessageSize = maximumMessageSize
    }

    /// Whether a fragmented message is in progress.
    public var isAssembling: Bool { partialOpcode != nil }

    /// Consumes one frame.
    ///
    /// - Parameter frame: The next frame from a ``WebSocketFrameParser``.
    /// - Returns: The event the frame completes, or `nil` for a non-final fragment.
    /// - Throws: The ``WebSocketProtocolViolation`` the frame shows.
    public mutating func consume(_ frame: WebSocketFrame) throws(WebSocketProtocolViolation) -> Event? {
        guard !receivedClose else { throw .frameAfterClose }
        switch frame.opcode {
        case .ping: return .ping(frame.payload)
        case .pong: return .pong(frame.payload)
        case .close:
            receivedClose = true
            return .close(try WebSocketClosePayload(decoding: frame.payload))
        case .text, .binary:
            guard partialOpcode == nil else { throw .interleavedDataFrame }
            guard frame.payload.count <= maximumMessageSize else { throw .messageTooBig(limit: maximumMessageSize) }
            if frame.isFinal { return try Self.message(frame.opcode, frame.payload) }
            partialOpcode = frame.opcode
            partial = frame.payload
            return nil
        case .continuation:
            guard let opcode = partialOpcode else { throw .unexpectedContinuation }
            guard partial.count + frame.payload.count <= maximumMessageSize else {
                partial = []
                throw .messageTooBig(limit: maximumMessageSize)
            }
            partial.append(contentsOf: frame.payload)
            guard frame.isFinal else { return nil }
            let bytes = partial
            partial = []
            partialOpcode = nil
            return try Self.message(opcode, bytes)
        }
    }

    private static func message(_ opcode: WebSocketOpcode, _ bytes: [UInt8]) throws(WebSocketProtocolViolation) -> Event
    {
        guard opcode == .text else { return .message(.data(Data(bytes))) }
        guard let text = UTF8Validation.string(from: bytes) else { throw .invalidUTF8 }
        return .message(.text(text))
    }
}
