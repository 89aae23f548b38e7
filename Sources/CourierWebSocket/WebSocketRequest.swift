public import Foundation

/// What to connect to: the `ws://` URL, the subprotocols to offer and any extra header fields
/// (for example `Authorization`).
public struct WebSocketRequest: Sendable {
    /// The `ws://` (or, on Apple platforms with URLSession, `wss://`) URL.
    public var url: URL
    /// The subprotocols to offer in `Sec-WebSocket-Protocol`, most preferred first
    /// (e.g. `["graphql-transport-ws", "graphql-ws"]`).
    public var subprotocols: [String]
    /// Extra header fields sent with the upgrade request, in order.
    public var additionalHeaders: [(name: String, value: String)]

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - url: The WebSocket URL.
    ///   - subprotocols: The subprotocols to offer, most preferred first.
    ///   - additionalHeaders: Extra header fields, e.g. `[("Authorization", "Bearer …")]`.
    public init(url: URL, subprotocols: [String] = [], additionalHeaders: [(name: String, value: String)] = []) {
        self.url = url
        self.subprotocols = subprotocols
        self.additionalHeaders = additionalHeaders
    }
}
