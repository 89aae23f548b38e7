import CourierWebSocket
import Foundation
import Testing

/// `error.localizedDescription` of a WebSocket failure is its description.
@Suite struct WebSocketLocalizedErrorTests {
    @Test func theLocalizedDescriptionNamesTheFailure() {
        let refused: any Error = WebSocketError.connectFailed(host: "127.0.0.1", port: 9, errno: 111)
        #expect(refused.localizedDescription == "could not connect to 127.0.0.1:9 (errno 111)")
        let closed: any Error = WebSocketError.closed(code: nil, reason: "bye")
        #expect(closed.localizedDescription == "WebSocket closed with code none: bye")
    }
}
