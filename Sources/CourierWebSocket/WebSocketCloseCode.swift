/// A WebSocket close status code (RFC 6455 §7.4), open-ended so that application codes
/// (3000–4999) fit.
public struct WebSocketCloseCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The numeric code sent on the wire.
    public var rawValue: UInt16

    /// Creates a close code from its number.
    ///
    /// - Parameter rawValue: The code, e.g. `1000`.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// 1000: the purpose of the connection has been fulfilled.
    public static let normalClosure = WebSocketCloseCode(rawValue: 1000)
    /// 1001: the endpoint is going away (server shutting down, page navigated away).
    public static let goingAway = WebSocketCloseCode(rawValue: 1001)
    /// 1002: the peer broke the protocol.
    public static let protocolError = WebSocketCloseCode(rawValue: 1002)
    /// 1003: the endpoint cannot accept this kind of data.
    public static let unsupportedData = WebSocketCloseCode(rawValue: 1003)
    /// 1005: no status code was present (never sent on the wire).
    public static let noStatusReceived = WebSocketCloseCode(rawValue: 1005)
    /// 1006: the connection closed without a close frame (never sent on the wire).
    public static let abnormalClosure = WebSocketCloseCode(rawValue: 1006)
    /// 1007: a text message (or close reason) was not valid UTF-8.
    public static let invalidFramePayloadData = WebSocketCloseCode(rawValue: 1007)
    /// 1008: the message violates the endpoint's policy.
    public static let policyViolation = WebSocketCloseCode(rawValue: 1008)
    /// 1009: the message is too big to process.
    public static let messageTooBig = WebSocketCloseCode(rawValue: 1009)
    /// 1010: the client expected an extension the server did not negotiate.
    public static let mandatoryExtensionMissing = WebSocketCloseCode(rawValue: 1010)
    /// 1011: the server hit an unexpected condition.
    public static let internalServerError = WebSocketCloseCode(rawValue: 1011)

    /// Whether the code may appear in a close frame on the wire (RFC 6455 §7.4.1–7.4.2):
    /// 1000–1003, 1007–1011 and 3000–4999.
    public var isSendable: Bool {
        switch rawValue {
        case 1000...1003, 1007...1011, 3000...4999: true
        default: false
        }
    }

    /// The code as text, e.g. `1000`.
    public var description: String { String(rawValue) }
}
