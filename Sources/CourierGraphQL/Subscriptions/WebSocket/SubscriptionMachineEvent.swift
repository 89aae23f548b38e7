public import CourierAPI

/// A timer the subscription state machine asks its driver to run.
public enum SubscriptionTimer: Sendable, Hashable {
    /// How long the server has to send `connection_ack`.
    case connectionAck
    /// When to send the next keep-alive ping.
    case ping
    /// How long the server has to answer a ping.
    case pong
    /// When to try to reconnect.
    case reconnect
    /// When to close a connection that has had no subscription for the idle grace period.
    case idleClose
}

/// Something that happened to a subscription connection, fed into a ``SubscriptionStateMachine``.
public enum SubscriptionMachineEvent: Sendable {
    /// The app subscribed: start `payload` (`query`, `variables`, `operationName`, `extensions`)
    /// under `id`.
    case subscribe(id: String, payload: JSONObject)
    /// The app stopped listening to subscription `id`.
    case unsubscribe(id: String)
    /// The WebSocket opening handshake succeeded.
    case connected
    /// The handshake succeeded and `connection_init` should carry `payload` instead of the
    /// configured one (a freshly fetched token, for example).
    case connectedWithPayload(JSONObject?)
    /// The WebSocket could not be opened.
    case connectFailed(GraphQLSubscriptionError)
    /// A text message arrived (parsed by the machine, as one ``receivedParsed(_:)``).
    case received(String)
    /// Text messages that arrived together, in order, each already parsed onto a tape by the
    /// connection's reading task: handled as the same messages one by one.
    case receivedParsed([GraphQLWebSocketReceivedText])
    /// The connection ended (close frame from the server, drop, size limit …).
    case connectionClosed(GraphQLSubscriptionError)
    /// A timer scheduled with ``SubscriptionMachineAction/schedule(_:seconds:token:)`` fired.
    case timerFired(SubscriptionTimer, token: Int)
    /// The transport is shutting down for good.
    case shutdown
}

/// What a ``SubscriptionStateMachine`` asks its driver to do, in order.
public enum SubscriptionMachineAction: Sendable, Equatable {
    /// Open a new WebSocket connection.
    case connect
    /// Send a text message on the current connection.
    case send(String)
    /// Close the current connection with a code and reason; events from it are stale afterwards.
    case close(code: UInt16, reason: String)
    /// Run `timer` for `seconds`, then deliver ``SubscriptionMachineEvent/timerFired(_:token:)``
    /// with `token` (a timer of the same kind scheduled earlier is replaced).
    case schedule(SubscriptionTimer, seconds: Double, token: Int)
    /// Stop `timer`.
    case cancel(SubscriptionTimer)
    /// Deliver one execution result (`data`, `errors`, `extensions`) to subscription `id`.
    case emit(id: String, payload: GraphQLWebSocketPayload)
    /// Tell subscription `id` that its connection dropped and a reconnection is pending.
    case disconnected(id: String, error: GraphQLSubscriptionError)
    /// Tell subscription `id` that the connection is back and it was subscribed again.
    case reconnected(id: String)
    /// Finish subscription `id` normally (the server completed it).
    case complete(id: String)
    /// Finish subscription `id` with an error.
    case fail(id: String, error: GraphQLSubscriptionError)

    /// Actions compare by their kind and identifiers; errors compare by kind.
    public static func == (lhs: SubscriptionMachineAction, rhs: SubscriptionMachineAction) -> Bool {
        switch (lhs, rhs) {
        case (.connect, .connect): true
        case (.send(let a), .send(let b)): a == b
        case (.close(let a, let r), .close(let b, let s)): a == b && r == s
        case (.schedule(let a, let x, let t), .schedule(let b, let y, let u)): a == b && x == y && t == u
        case (.cancel(let a), .cancel(let b)): a == b
        case (.emit(let a, let x), .emit(let b, let y)): a == b && x == y
        case (.disconnected(let a, let x), .disconnected(let b, let y)): a == b && x.kind == y.kind
        case (.reconnected(let a), .reconnected(let b)): a == b
        case (.complete(let a), .complete(let b)): a == b
        case (.fail(let a, let x), .fail(let b, let y)): a == b && x.kind == y.kind
        default: false
        }
    }
}

/// The interface of the subscription state machines, so that a driver can hold either one.
public protocol SubscriptionStateMachineProtocol: Sendable {
    /// The subprotocol to offer in the WebSocket handshake.
    var subprotocol: String { get }
    /// Feeds one event in.
    ///
    /// - Parameter event: What happened.
    /// - Returns: What to do, in order.
    mutating func handle(_ event: SubscriptionMachineEvent) -> [SubscriptionMachineAction]
}
