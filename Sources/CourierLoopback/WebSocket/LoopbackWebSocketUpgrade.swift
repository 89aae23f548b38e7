import CourierHTTP
import CourierWebSocket
import Foundation

/// The server side of the opening handshake: checks the upgrade request and writes the answer.
enum LoopbackWebSocketUpgrade {
    struct Answer {
        var bytes: [UInt8]
        /// The chosen subprotocol ("" for none) when the upgrade succeeded; `nil` when refused.
        var subprotocol: String?
    }

    static func answer(to request: LoopbackRequest, options: LoopbackWebSocketServer.Options) -> Answer {
        let fields = request.headerFields
        guard request.method == .get,
            fields["Upgrade"]?.lowercased() == "websocket",
            fields["Connection"]?.lowercased().contains("upgrade") == true,
            fields["Sec-WebSocket-Version"] == "13",
            let key = fields["Sec-WebSocket-Key"]
        else {
            return refusal(400)
        }
        if let status = options.rejectStatus { return refusal(status) }
        let offered = fields.values(for: "Sec-WebSocket-Protocol")
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let chosen = offered.first { options.supportedSubprotocols.contains($0) }
        var lines = [
            "HTTP/1.1 101 Switching Protocols",
            "Upgrade: websocket",
            "Connection: Upgrade",
            "Sec-WebSocket-Accept: \(options.acceptOverride ?? WebSocketHandshake.acceptValue(forKey: key))",
        ]
        if let chosen { lines.append("Sec-WebSocket-Protocol: \(chosen)") }
        return Answer(bytes: Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8), subprotocol: chosen ?? "")
    }

    private static func refusal(_ status: Int) -> Answer {
        Answer(
            bytes: Array("HTTP/1.1 \(status) Refused\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8),
            subprotocol: nil)
    }
}
