public import CourierAPI

/// A GraphQL-over-WebSocket client as a pure value: events in (``SubscriptionMachineEvent``),
/// actions out (``SubscriptionMachineAction``). No I/O, no clock, no tasks — the
/// ``WebSocketSubscriptionTransport`` actor runs the actions — so every transition is a unit test.
///
/// Generic over the subprotocol's wire format: `SubscriptionStateMachine<GraphQLTransportWSProtocol>`
/// speaks `graphql-transport-ws`, `SubscriptionStateMachine<LegacyGraphQLWSProtocol>` the legacy
/// `graphql-ws`.
///
/// Lifecycle: `idle` → (first subscribe) `connecting` → (handshake) `awaitingAck` (sends
/// `connection_init`, arms the ack timer) → (`connection_ack`) `ready` (sends every pending
/// subscribe, arms the ping timer) → (drop) `waitingToReconnect` (tells every subscription, arms
/// the back-off timer) → `connecting` … When the last subscription ends, an acknowledged
/// connection stays `ready` for ``SubscriptionStateMachineConfiguration/idleConnectionTimeout``
/// (the `idleClose` timer; a new subscription cancels it and reuses the connection), then closes
/// and returns to `idle`; with a timeout of 0, or before the acknowledgement, it closes at once.
/// Fatal failures (4400–4499/4500 close codes, malformed messages, exhausted reconnection) fail
/// every subscription and return to `idle`.
public struct SubscriptionStateMachine<Wire: GraphQLWebSocketProtocol>: SubscriptionStateMachineProtocol {
    /// The machine's settings.
    public typealias Configuration = SubscriptionStateMachineConfiguration

    /// Where the connection stands.
    public enum Phase: Sendable, Hashable {
        /// No connection and nothing to do.
        case idle
        /// A connection is opening; `attempt` is 0 for a first connect, then the retry number.
        case connecting(attempt: Int)
        /// `connection_init` was sent; waiting for `connection_ack`.
        case awaitingAck(attempt: Int)
        /// Acknowledged: subscriptions flow.
        case ready
        /// Dropped; waiting out the back-off before attempt `attempt`.
        case waitingToReconnect(attempt: Int)
        /// Shut down for good.
        case shutDown
    }

    struct Entry: Sendable {
        var payload: JSONObject
        var isStarted = false
        var isDisconnected = false
    }

    /// The settings.
    public let configuration: Configuration
    /// Where the connection stands.
    public internal(set) var phase: Phase = .idle
    var entries: [String: Entry] = [:]
    var order: [String] = []
    var tokens: [SubscriptionTimer: Int] = [:]
    var nextToken = 0
    var awaitingPong = false

    /// Creates a machine in the `idle` phase.
    ///
    /// - Parameter configuration: The settings.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The subprotocol to offer: `Wire.subprotocol`.
    public var subprotocol: String { Wire.subprotocol }

    /// The ids of the subscriptions the machine tracks, in the order they were made.
    public var subscriptionIDs: [String] { order }

    /// Feeds one event in.
    ///
    /// - Parameter event: What happened.
    /// - Returns: What to do, in order.
    public mutating func handle(_ event: SubscriptionMachineEvent) -> [SubscriptionMachineAction] {
        switch event {
        case .subscribe(let id, let payload): return subscribe(id: id, payload: payload)
        case .unsubscribe(let id): return unsubscribe(id: id)
        case .connected: return connected(payload: configuration.connectionPayload)
        case .connectedWithPayload(let payload): return connected(payload: payload)
        case .connectFailed(let error), .connectionClosed(let error): return connectionEnded(error)
        case .received(let text): return received([GraphQLWebSocketReceivedText(parsing: text)])
        case .receivedParsed(let messages): return received(messages)
        case .timerFired(let timer, let token): return timerFired(timer, token: token)
        case .shutdown: return shutdown()
        }
    }

    private mutating func subscribe(id: String, payload: JSONObject) -> [SubscriptionMachineAction] {
        if phase == .shutDown { return [.fail(id: id, error: GraphQLSubscriptionError(.transportClosed))] }
        // Ids are the driver's and unique; a repeated one names the running subscription, so
        // failing it would end that one. Ignore it.
        if entries[id] != nil { return [] }
        guard entries.count < configuration.maximumSubscriptions else {
            return [
                .fail(
                    id: id,
                    error: GraphQLSubscriptionError(.tooManySubscriptions(limit: configuration.maximumSubscriptions)))
            ]
        }
        entries[id] = Entry(payload: payload)
        order.append(id)
        switch phase {
        case .idle:
            phase = .connecting(attempt: 0)
            return [.connect]
        case .ready:
            entries[id]?.isStarted = true
            var actions: [SubscriptionMachineAction] = []
            if tokens.removeValue(forKey: .idleClose) != nil { actions.append(.cancel(.idleClose)) }
            return actions + [.send(Self.text(Wire.subscribe(id: id, payload: payload)))]
        case .connecting, .awaitingAck, .waitingToReconnect, .shutDown:
            return []
        }
    }

    private mutating func unsubscribe(id: String) -> [SubscriptionMachineAction] {
        guard let entry = remove(id) else { return [] }
        var actions: [SubscriptionMachineAction] = []
        if phase == .ready, entry.isStarted { actions.append(.send(Self.text(Wire.stop(id: id)))) }
        if entries.isEmpty { actions += lastSubscriptionEnded() }
        return actions
    }

    private mutating func connected(payload: JSONObject?) -> [SubscriptionMachineAction] {
        guard case .connecting(let attempt) = phase else { return [] }
        phase = .awaitingAck(attempt: attempt)
        return [
            .send(Self.text(Wire.connectionInit(payload: payload))),
            arm(.connectionAck, seconds: configuration.connectionAckTimeout),
        ]
    }

    private mutating func timerFired(_ timer: SubscriptionTimer, token: Int) -> [SubscriptionMachineAction] {
        guard tokens[timer] == token else { return [] }
        tokens[timer] = nil
        switch (timer, phase) {
        case (.connectionAck, .awaitingAck):
            return [.close(code: 4504, reason: "connection acknowledgement timeout")]
                + connectionEnded(GraphQLSubscriptionError(.connectionAckTimeout))
        case (.ping, .ready):
            guard let ping = Wire.ping() else { return [] }
            awaitingPong = true
            return [.send(Self.text(ping)), arm(.pong, seconds: configuration.pongTimeout)]
        case (.pong, .ready) where awaitingPong:
            return [.close(code: 4504, reason: "pong timeout")]
                + connectionEnded(GraphQLSubscriptionError(.pongTimeout))
        case (.idleClose, .ready) where entries.isEmpty:
            return closeWhenIdle()
        case (.reconnect, .waitingToReconnect(let attempt)):
            phase = .connecting(attempt: attempt)
            return [.connect]
        default:
            return []
        }
    }

    private mutating func shutdown() -> [SubscriptionMachineAction] {
        guard phase != .shutDown else { return [] }
        let wasOpen = isConnectionOpen
        var actions = cancelTimers()
        if wasOpen, phase == .ready, let terminate = Wire.terminate() { actions.append(.send(Self.text(terminate))) }
        if wasOpen { actions.append(.close(code: 1000, reason: "shutdown")) }
        actions += failAll(GraphQLSubscriptionError(.transportClosed))
        phase = .shutDown
        return actions
    }

    // MARK: Helpers

    var isConnectionOpen: Bool {
        switch phase {
        case .connecting, .awaitingAck, .ready: true
        case .idle, .waitingToReconnect, .shutDown: false
        }
    }

    mutating func remove(_ id: String) -> Entry? {
        guard let entry = entries.removeValue(forKey: id) else { return nil }
        order.removeAll { $0 == id }
        return entry
    }

    mutating func arm(_ timer: SubscriptionTimer, seconds: Double) -> SubscriptionMachineAction {
        nextToken += 1
        tokens[timer] = nextToken
        return .schedule(timer, seconds: seconds, token: nextToken)
    }

    mutating func cancelTimers() -> [SubscriptionMachineAction] {
        let armed = [SubscriptionTimer.connectionAck, .ping, .pong, .reconnect, .idleClose].filter { tokens[$0] != nil }
        tokens = [:]
        awaitingPong = false
        return armed.map(SubscriptionMachineAction.cancel)
    }

    /// The last subscription ended: close at once, or keep an acknowledged connection for the
    /// idle grace period (a new subscription cancels the timer, its firing closes).
    mutating func lastSubscriptionEnded() -> [SubscriptionMachineAction] {
        guard phase == .ready, configuration.idleConnectionTimeout > 0 else { return closeWhenIdle() }
        return [arm(.idleClose, seconds: configuration.idleConnectionTimeout)]
    }

    /// Closes an unneeded connection (or stops a pending reconnection) and goes idle.
    mutating func closeWhenIdle() -> [SubscriptionMachineAction] {
        var actions = cancelTimers()
        if isConnectionOpen {
            if phase == .ready, let terminate = Wire.terminate() { actions.append(.send(Self.text(terminate))) }
            actions.append(.close(code: 1000, reason: "no active subscriptions"))
        }
        if phase != .shutDown { phase = .idle }
        return actions
    }

    mutating func failAll(_ error: GraphQLSubscriptionError) -> [SubscriptionMachineAction] {
        let ids = order
        entries = [:]
        order = []
        return ids.map { .fail(id: $0, error: error) }
    }

    static func text(_ object: JSONObject) -> String {
        // Serializing fails only for non-finite doubles, which a decoded payload cannot hold.
        (try? JSONValue.object(object).jsonString()) ?? "{}"
    }
}

/// The settings of a ``SubscriptionStateMachine``.
public struct SubscriptionStateMachineConfiguration: Sendable {
    /// The `connection_init` payload (authentication and the like).
    public var connectionPayload: JSONObject?
    /// Seconds the server has to acknowledge the connection (default 10).
    public var connectionAckTimeout: Double = 10
    /// Seconds between keep-alive pings once acknowledged; `nil` sends none (default 30;
    /// graphql-transport-ws only).
    public var pingInterval: Double? = 30
    /// Seconds the server has to answer a ping (default 10).
    public var pongTimeout: Double = 10
    /// How to reconnect after a drop.
    public var reconnectPolicy = ReconnectPolicy()
    /// The most subscriptions open at once (default 100).
    public var maximumSubscriptions = 100
    /// Seconds an acknowledged connection stays open after its last subscription ended, so that
    /// the next subscription reuses it; `0` (the machine's default) closes at once.
    /// ``WebSocketSubscriptionConfiguration/idleConnectionTimeout`` sets it (5 seconds there).
    public var idleConnectionTimeout: Double = 0

    /// Creates a configuration with defaults, adjusted by `configure`.
    ///
    /// - Parameter configure: Changes to the defaults.
    public init(_ configure: (inout SubscriptionStateMachineConfiguration) -> Void = { _ in }) {
        configure(&self)
    }
}
