import CourierSupport
import Foundation

/// The opening handshake of RFC 6455 §4: the client's key, the server's accept value, the
/// upgrade request and the checks on the response.
public enum WebSocketHandshake {
    /// The GUID both sides append to the key before hashing (§1.3).
    public static let magicGUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// The largest upgrade response head the client reads.
    static let maximumResponseHeadBytes = 16 * 1024

    /// A fresh `Sec-WebSocket-Key`: 16 random bytes in base64.
    ///
    /// - Parameter generator: The source of randomness.
    /// - Returns: 24 base64 characters.
    public static func makeKey(using generator: inout some RandomNumberGenerator) -> String {
        let bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
    }

    /// The `Sec-WebSocket-Accept` value a server must answer `key` with:
    /// base64(SHA-1(key + ``magicGUID``)).
    ///
    /// - Parameter key: The client's `Sec-WebSocket-Key`.
    /// - Returns: 28 base64 characters.
    public static func acceptValue(forKey key: String) -> String {
        Data(SHA1Hasher.hash(Array((key + magicGUID).utf8))).base64EncodedString()
    }

    /// The upgrade request head.
    static func requestHead(for request: WebSocketRequest, endpoint: WebSocketEndpoint, key: String)
        throws(WebSocketError) -> [UInt8]
    {
        var lines = [
            "GET \(endpoint.target) HTTP/1.1",
            "Host: \(endpoint.hostHeader)",
            "Upgrade: websocket",
            "Connection: Upgrade",
            "Sec-WebSocket-Key: \(key)",
            "Sec-WebSocket-Version: 13",
        ]
        for name in request.subprotocols where !isToken(name) {
            throw .invalidRequest("subprotocol \"\(name)\" is not an HTTP token")
        }
        if !request.subprotocols.isEmpty {
            lines.append("Sec-WebSocket-Protocol: \(request.subprotocols.joined(separator: ", "))")
        }
        for (name, value) in request.additionalHeaders {
            guard isToken(name), !value.utf8.contains(where: { $0 == 13 || $0 == 10 }) else {
                throw .invalidRequest("header \(name) has a malformed name or value")
            }
            lines.append("\(name): \(value)")
        }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// Checks the server's response to the upgrade.
    ///
    /// - Returns: The subprotocol the server chose, if any.
    static func validate(_ response: WebSocketHandshakeResponse, key: String, offered: [String]) throws(WebSocketError)
        -> String?
    {
        guard response.status == 101 else { throw .handshakeFailed(status: response.status) }
        guard response.value(for: "upgrade")?.lowercased() == "websocket" else {
            throw .invalidHandshakeResponse("Upgrade header is not websocket")
        }
        let connection = response.value(for: "connection")?.lowercased() ?? ""
        guard connection.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "upgrade" })
        else {
            throw .invalidHandshakeResponse("Connection header lacks upgrade")
        }
        let expected = acceptValue(forKey: key)
        let received = response.value(for: "sec-websocket-accept")
        guard received == expected else { throw .badAcceptValue(expected: expected, received: received) }
        if let extensions = response.value(for: "sec-websocket-extensions"), !extensions.isEmpty {
            throw .invalidHandshakeResponse("server chose extensions \(extensions) that were not offered")
        }
        guard let chosen = response.value(for: "sec-websocket-protocol") else { return nil }
        guard offered.contains(chosen) else {
            throw .invalidHandshakeResponse("server chose subprotocol \(chosen) that was not offered")
        }
        return chosen
    }

    private static func isToken(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    true
                default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
                }
            }
    }
}
