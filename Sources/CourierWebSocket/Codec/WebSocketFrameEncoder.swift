/// Writes WebSocket frames (RFC 6455 §5.2) as bytes, independent of any socket.
public enum WebSocketFrameEncoder {
    /// The bytes of one frame.
    ///
    /// - Parameters:
    ///   - opcode: The opcode.
    ///   - payload: The unmasked payload.
    ///   - isFinal: Whether FIN is set (default `true`).
    ///   - maskingKey: The 4-byte masking key (clients must mask every frame with a fresh
    ///     random key); `nil` for an unmasked (server) frame.
    /// - Returns: Header and (masked) payload, using the shortest length encoding.
    public static func encode(
        opcode: WebSocketOpcode, payload: UnsafeRawBufferPointer, isFinal: Bool = true, maskingKey: [UInt8]? = nil
    ) -> [UInt8] {
        let length = payload.count
        let lengthBytes = length < 126 ? 0 : length <= 0xFFFF ? 2 : 8
        let key = maskingKey.flatMap { $0.count == 4 ? ($0[0], $0[1], $0[2], $0[3]) : nil }
        let headerLength = 2 + lengthBytes + (key == nil ? 0 : 4)
        var out = [UInt8](repeating: 0, count: headerLength + length)
        out[0] = (isFinal ? 0x80 : 0) | opcode.rawValue
        let maskBit: UInt8 = key == nil ? 0 : 0x80
        switch lengthBytes {
        case 0: out[1] = maskBit | UInt8(length)
        case 2:
            out[1] = maskBit | 126
            out[2] = UInt8(length >> 8)
            out[3] = UInt8(length & 0xFF)
        default:
            out[1] = maskBit | 127
            for index in 0..<8 { out[2 + index] = UInt8(truncatingIfNeeded: UInt64(length) >> (56 - 8 * index)) }
        }
        if let key {
            out[headerLength - 4] = key.0
            out[headerLength - 3] = key.1
            out[headerLength - 2] = key.2
            out[headerLength - 1] = key.3
        }
        out.withUnsafeMutableBytes { raw in
            let body = UnsafeMutableRawBufferPointer(rebasing: raw[headerLength...])
            body.copyMemory(from: payload)
            if let key { WebSocketMasking.apply(key: key, to: body) }
        }
        return out
    }

    /// The bytes of one frame.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - maskingKey: The 4-byte masking key, or `nil` for an unmasked frame.
    /// - Returns: Header and (masked) payload.
    public static func encode(_ frame: WebSocketFrame, maskingKey: [UInt8]? = nil) -> [UInt8] {
        frame.payload.withUnsafeBytes {
            encode(opcode: frame.opcode, payload: $0, isFinal: frame.isFinal, maskingKey: maskingKey)
        }
    }
}
