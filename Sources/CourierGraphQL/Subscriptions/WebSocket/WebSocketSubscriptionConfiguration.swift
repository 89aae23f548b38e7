public import CourierAPI
public import CourierHTTP
public import CourierWebSocket

/// Which GraphQL-over-WebSocket subprotocol to speak.
public enum GraphQLWebSocketSubprotocol: Sendable, Hashable {
    /// `graphql-transport-ws` (the `graphql-ws` library's protocol; the default).
    case graphQLTransportWS
    /// The legacy `graphql-ws` protocol of subscriptions-transport-ws.
    case legacyGraphQLWS
}

/// The settings of a ``WebSocketSubscriptionTransport``: subprotocol, `connection_init`
/// payload, timeouts, reconnection, limits and the injected sleeper.
public struct WebSocketSubscriptionConfiguration: Sendable {
    /// The subprotocol (default `graphql-transport-ws`).
    public var subprotocol: GraphQLWebSocketSubprotocol = .graphQLTransportWS
    /// The `connection_init` payload, e.g. `["authToken": "…"]`.
    public var connectionPayload: JSONObject?
    /// Fetches the `connection_init` payload for each connection (the first and every
    /// reconnection), e.g. to send a fresh token; when set it replaces ``connectionPayload``. A
    /// thrown error counts as a failed connection attempt.
    public var connectionPayloadProvider: (@Sendable () async throws -> JSONObject?)?
    /// Extra header fields for the WebSocket handshake (e.g. `Authorization`).
    public var headerFields: [(name: String, value: String)] = []
    /// Seconds the server has to send `connection_ack` (default 10).
    public var connectionAckTimeout: Double = 10
    /// Seconds between keep-alive pings; `nil` sends none (default 30; graphql-transport-ws only).
    public var pingInterval: Double? = 30
    /// Seconds the server has to answer a ping (default 10).
    public var pongTimeout: Double = 10
    /// Reconnection after a dropped connection.
    public var reconnectPolicy = ReconnectPolicy()
    /// The most subscriptions open at once; one more fails with
    /// ``GraphQLSubscriptionError/Kind/tooManySubscriptions(limit:)`` (default 100).
    public var maximumSubscriptions = 100
    /// The most events buffered per subscription for a slow consumer; beyond it the subscription
    /// fails with ``GraphQLSubscriptionError/Kind/bufferOverflow(limit:)`` (default 1,000).
    public var maximumBufferedEvents = 1_000
    /// Seconds the connection stays open after the last subscription ended, so that subscriptions
    /// one after another share one connection (default 5; `0` closes at once). Pings keep it
    /// alive meanwhile; a drop during the grace period does not reconnect (the next subscription
    /// connects again); ``WebSocketSubscriptionTransport/shutdown()`` closes it at once.
    public var idleConnectionTimeout: Double = 5
    /// The WebSocket's own limits (maximum message size …).
    public var webSocket = WebSocketConfiguration()
    /// How timers wait (ack timeout, pings, back-off); inject a manual one in tests.
    public var sleeper: any Sleeper = TaskSleeper()

    /// Creates a configuration with defaults, adjusted by `configure`.
    ///
    /// - Parameter configure: Changes to the defaults.
    public init(_ configure: (inout WebSocketSubscriptionConfiguration) -> Void = { _ in }) {
        configure(&self)
    }

    /// A fresh state machine for the chosen subprotocol.
    func makeStateMachine() -> any SubscriptionStateMachineProtocol {
        switch subprotocol {
        case .graphQLTransportWS:
            SubscriptionStateMachine<GraphQLTransportWSProtocol>(configuration: machineConfiguration)
        case .legacyGraphQLWS: SubscriptionStateMachine<LegacyGraphQLWSProtocol>(configuration: machineConfiguration)
        }
    }

    private var machineConfiguration: SubscriptionStateMachineConfiguration {
        .init {
            $0.connectionPayload = connectionPayload
            $0.connectionAckTimeout = connectionAckTimeout
            $0.pingInterval = pingInterval
            $0.pongTimeout = pongTimeout
            $0.reconnectPolicy = reconnectPolicy
            $0.maximumSubscriptions = maximumSubscriptions
            $0.idleConnectionTimeout = idleConnectionTimeout
        }
    }
}
