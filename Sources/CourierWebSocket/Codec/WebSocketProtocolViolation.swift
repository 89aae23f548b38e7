/// A way in which a peer broke RFC 6455, with the close code the other side answers with.
public enum WebSocketProtocolViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// A reserved bit (RSV1–3) was set although no extension was negotiated (§5.2).
    case reservedBitsSet
    /// The opcode is one of the reserved values (§5.2).
    case reservedOpcode(UInt8)
    /// A control frame had a payload over 125 bytes (§5.5).
    case controlFrameTooLong
    /// A control frame had FIN clear (§5.5).
    case fragmentedControlFrame
    /// The payload length was not written in the minimal number of bytes, or used the 64-bit
    /// form with its top bit set (§5.2).
    case invalidPayloadLength
    /// A server frame was masked, or a client frame was not (§5.1).
    case unexpectedMask(masked: Bool)
    /// A continuation frame arrived with no message in progress (§5.4).
    case unexpectedContinuation
    /// A new text or binary frame arrived while a fragmented message was in progress (§5.4).
    case interleavedDataFrame
    /// A text message or close reason was not valid UTF-8 (§8.1).
    case invalidUTF8
    /// A close frame carried a 1-byte payload or a code that may not be sent (§5.5.1, §7.4).
    case invalidCloseFrame
    /// A frame's or message's payload exceeds the configured limit.
    case messageTooBig(limit: Int)
    /// A frame arrived after the peer's close frame (§5.5.1).
    case frameAfterClose

    /// The close code the receiving side sends in answer (1002, 1007 or 1009).
    public var closeCode: WebSocketCloseCode {
        switch self {
        case .invalidUTF8: .invalidFramePayloadData
        case .messageTooBig: .messageTooBig
        default: .protocolError
        }
    }

    /// The RFC rule that was broken, short enough for a close reason.
    public var description: String {
        switch self {
        case .reservedBitsSet: "reserved bits set without a negotiated extension"
        case .reservedOpcode(let opcode): "reserved opcode 0x\(String(opcode, radix: 16))"
        case .controlFrameTooLong: "control frame payload over 125 bytes"
        case .fragmentedControlFrame: "fragmented control frame"
        case .invalidPayloadLength: "non-minimal or oversized payload length"
        case .unexpectedMask(let masked): masked ? "masked frame from server" : "unmasked frame from client"
        case .unexpectedContinuation: "continuation frame without a message in progress"
        case .interleavedDataFrame: "new data frame inside a fragmented message"
        case .invalidUTF8: "invalid UTF-8 in text"
        case .invalidCloseFrame: "malformed close frame"
        case .messageTooBig(let limit): "message over \(limit) bytes"
        case .frameAfterClose: "frame after close"
        }
    }
}
