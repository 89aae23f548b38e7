/// The payload of a close frame: an optional status code and a UTF-8 reason (RFC 6455 §5.5.1).
public struct WebSocketClosePayload: Sendable, Hashable {
    /// The close code, or `nil` for an empty close frame.
    public var code: WebSocketCloseCode?
    /// The reason, possibly empty.
    public var reason: String

    /// The longest reason that fits a control frame after the 2-byte code.
    public static let maximumReasonBytes = 123

    /// Creates a close payload.
    ///
    /// - Parameters:
    ///   - code: The close code, or `nil` for none (the reason is then dropped).
    ///   - reason: The reason; cut to ``maximumReasonBytes`` on a character boundary.
    public init(code: WebSocketCloseCode?, reason: String = "") {
        self.code = code
        self.reason = code == nil ? "" : Self.truncated(reason)
    }

    /// Decodes a received close payload.
    ///
    /// - Parameter bytes: The unmasked payload of a close frame.
    /// - Throws: ``WebSocketProtocolViolation/invalidCloseFrame`` for a 1-byte payload or a
    ///   code that may not be sent; ``WebSocketProtocolViolation/invalidUTF8`` for a bad reason.
    public init(decoding bytes: [UInt8]) throws(WebSocketProtocolViolation) {
        guard !bytes.isEmpty else {
            code = nil
            reason = ""
            return
        }
        guard bytes.count >= 2 else { throw .invalidCloseFrame }
        let code = WebSocketCloseCode(rawValue: UInt16(bytes[0]) << 8 | UInt16(bytes[1]))
        guard code.isSendable else { throw .invalidCloseFrame }
        guard let reason = UTF8Validation.string(from: bytes[2...]) else { throw .invalidUTF8 }
        self.code = code
        self.reason = reason
    }

    /// The payload bytes: the code in network order followed by the reason.
    public var bytes: [UInt8] {
        guard let code else { return [] }
        return [UInt8(code.rawValue >> 8), UInt8(code.rawValue & 0xFF)] + Array(reason.utf8)
    }

    private static func truncated(_ reason: String) -> String {
        guard reason.utf8.count > maximumReasonBytes else { return reason }
        var result = ""
        for character in reason {
            guard result.utf8.count + character.utf8.count <= maximumReasonBytes else { break }
            result.append(character)
        }
        return result
    }
}
