package import CourierGraphQL
package import Foundation

/// The server a subscription stress run talks to, and the operations it starts there.
package struct SubscriptionStressTarget: Sendable {
    /// A name for reports (`"mock server"`, `"Strawberry"`).
    package var name: String
    /// The `ws://` URL of the GraphQL WebSocket endpoint.
    package var webSocketURL: URL
    /// The subprotocols the run alternates between.
    package var subprotocols: [GraphQLWebSocketSubprotocol]
    /// A subscription that yields results for longer than a cycle lasts (the run cancels it).
    package var longSubscription: GraphQLRequest
    /// A subscription that yields a few results, then completes on its own.
    package var shortSubscription: GraphQLRequest
    /// How many results ``shortSubscription`` yields before it completes.
    package var shortSubscriptionResults: Int
    /// Header fields for every handshake (an integration server's test scope).
    package var headerFields: [(name: String, value: String)]

    /// Creates a target.
    package init(
        name: String,
        webSocketURL: URL,
        subprotocols: [GraphQLWebSocketSubprotocol] = [.graphQLTransportWS, .legacyGraphQLWS],
        longSubscription: GraphQLRequest,
        shortSubscription: GraphQLRequest,
        shortSubscriptionResults: Int,
        headerFields: [(name: String, value: String)] = []
    ) {
        self.name = name
        self.webSocketURL = webSocketURL
        self.subprotocols = subprotocols
        self.longSubscription = longSubscription
        self.shortSubscription = shortSubscription
        self.shortSubscriptionResults = shortSubscriptionResults
        self.headerFields = headerFields
    }

    /// A transport for `subprotocol`, which reconnects quickly and gives up soon.
    func makeTransport(_ subprotocol: GraphQLWebSocketSubprotocol) -> WebSocketSubscriptionTransport {
        WebSocketSubscriptionTransport(
            url: webSocketURL,
            configuration: WebSocketSubscriptionConfiguration {
                $0.subprotocol = subprotocol
                $0.headerFields = headerFields
                $0.reconnectPolicy = ReconnectPolicy(maximumAttempts: 3, initialDelay: 0.02, jitter: 0)
            })
    }
}
