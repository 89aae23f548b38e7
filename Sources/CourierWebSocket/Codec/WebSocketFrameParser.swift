/// An incremental parser of WebSocket frames (RFC 6455 §5.2), independent of any socket.
///
/// Feed bytes with ``append(_:)-(UnsafeRawBufferPointer)`` as they arrive and take frames with
/// ``nextFrame()`` until it returns `nil`. Violations are reported as soon as the frame header shows them, before the
/// payload arrives; after a violation the parser is spent and throws the same violation again.
public struct WebSocketFrameParser: Sendable {
    /// Which side of the connection parses: this decides the masking rule (§5.1).
    public enum Role: Sendable, Hashable {
        /// A client parsing server frames, which must not be masked.
        case client
        /// A server parsing client frames, which must be masked.
        case server
    }

    /// The side that parses.
    public let role: Role
    /// The largest frame payload accepted, in bytes.
    public let maximumPayloadLength: Int

    private var buffer: [UInt8] = []
    private var start = 0
    private var failure: WebSocketProtocolViolation?

    /// Creates a parser.
    ///
    /// - Parameters:
    ///   - role: The side that parses.
    ///   - maximumPayloadLength: The largest frame payload accepted (default 16 MiB).
    public init(role: Role, maximumPayloadLength: Int = 16 * 1024 * 1024) {
        self.role = role
        self.maximumPayloadLength = maximumPayloadLength
    }

    /// The number of bytes received but not yet returned as frames.
    public var bufferedByteCount: Int { buffer.count - start }

    /// Adds received bytes.
    ///
    /// - Parameter bytes: The next bytes off the wire.
    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// Adds received bytes.
    ///
    /// - Parameter bytes: The next bytes off the wire.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// The next complete frame, if the buffered bytes hold one.
    ///
    /// - Returns: The frame with its payload unmasked, or `nil` when more bytes are needed.
    /// - Throws: The ``WebSocketProtocolViolation`` the bytes show.
    public mutating func nextFrame() throws(WebSocketProtocolViolation) -> WebSocketFrame? {
        if let failure { throw failure }
        do {
            return try parseFrame()
        } catch {
            failure = error
            throw error
        }
    }

    private mutating func parseFrame() throws(WebSocketProtocolViolation) -> WebSocketFrame? {
        let available = buffer.count - start
        guard available >= 2 else { return nil }
        let first = buffer[start]
        let second = buffer[start + 1]
        guard first & 0x70 == 0 else { throw .reservedBitsSet }
        guard let opcode = WebSocketOpcode(rawValue: first & 0x0F) else { throw .reservedOpcode(first & 0x0F) }
        let isFinal = first & 0x80 != 0
        let isMasked = second & 0x80 != 0
        let shortLength = Int(second & 0x7F)
        if opcode.isControl {
            guard isFinal else { throw .fragmentedControlFrame }
            guard shortLength <= 125 else { throw .controlFrameTooLong }
        }
        guard isMasked == (role == .server) else { throw .unexpectedMask(masked: isMasked) }
        let lengthBytes = shortLength == 126 ? 2 : shortLength == 127 ? 8 : 0
        let headerLength = 2 + lengthBytes + (isMasked ? 4 : 0)
        guard available >= headerLength else { return nil }
        let payloadLength = try Self.payloadLength(
            short: shortLength, bytes: buffer[(start + 2)..<(start + 2 + lengthBytes)])
        guard payloadLength <= maximumPayloadLength else { throw .messageTooBig(limit: maximumPayloadLength) }
        guard available - headerLength >= payloadLength else { return nil }
        let payloadStart = start + headerLength
        var payload = Array(buffer[payloadStart..<(payloadStart + payloadLength)])
        if isMasked {
            let keyStart = payloadStart - 4
            WebSocketMasking.apply(
                key: (buffer[keyStart], buffer[keyStart + 1], buffer[keyStart + 2], buffer[keyStart + 3]),
                to: &payload
            )
        }
        start = payloadStart + payloadLength
        return WebSocketFrame(opcode: opcode, payload: payload, isFinal: isFinal)
    }

    /// Decodes the 7-bit, 16-bit or 64-bit length, insisting on the minimal form.
    private static func payloadLength(short: Int, bytes: ArraySlice<UInt8>) throws(WebSocketProtocolViolation) -> Int {
        guard short >= 126 else { return short }
        var value: UInt64 = 0
        for byte in bytes { value = value << 8 | UInt64(byte) }
        if short == 126 {
            guard value >= 126 else { throw .invalidPayloadLength }
        } else {
            guard value > 0xFFFF, value >> 63 == 0 else { throw .invalidPayloadLength }
        }
        guard value <= UInt64(Int.max) else { throw .invalidPayloadLength }
        return Int(value)
    }

    /// Drops consumed bytes once they dominate the buffer, so the buffer does not grow forever.
    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 4096, start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }
}
