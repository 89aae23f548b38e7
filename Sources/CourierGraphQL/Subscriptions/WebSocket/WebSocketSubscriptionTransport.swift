import CourierSupport
public import CourierWebSocket
public import Foundation

/// A subscription transport over one shared WebSocket, speaking `graphql-transport-ws` or the
/// legacy `graphql-ws`: an actor that runs a pure ``SubscriptionStateMachine`` and owns the
/// ``/CourierWebSocket/WebSocketConnection``, the reader and writer tasks and the timers.
///
/// The connection opens with the first subscription and closes
/// ``WebSocketSubscriptionConfiguration/idleConnectionTimeout`` seconds (5 by default) after the
/// last one ended, so that subscriptions one after another share one connection. A dropped
/// connection is reopened with the ``ReconnectPolicy``'s back-off and every active subscription
/// is started again; each stream is told with ``GraphQLSubscriptionTransportEvent/disconnected(_:)``
/// and ``GraphQLSubscriptionTransportEvent/reconnected``.
///
/// Streams are unicast; each buffers at most ``WebSocketSubscriptionConfiguration/maximumBufferedEvents``
/// events for a slow consumer (then fails with `.bufferOverflow`). A stream finishes when the
/// server completes the subscription and throws a ``GraphQLSubscriptionError`` when it fails.
/// Cancelling the consuming task (or dropping the stream) sends `complete` (`stop` in the legacy
/// protocol) and removes everything registered for it.
///
/// Call ``shutdown()`` when done: it fails the open subscriptions with `.transportClosed` and
/// closes the connection.
public actor WebSocketSubscriptionTransport: GraphQLSubscriptionTransport {
    /// Makes a connection for a request; the default is ``defaultConnection(request:configuration:)``.
    public typealias ConnectionFactory = @Sendable (WebSocketRequest, WebSocketConfiguration) -> any WebSocketConnection

    typealias Continuation = GraphQLSubscriptionTransportStream.Continuation

    /// The WebSocket URL (`ws://…/graphql`).
    public nonisolated let url: URL
    /// The settings.
    public nonisolated let configuration: WebSocketSubscriptionConfiguration
    let makeConnection: ConnectionFactory
    /// The last subscription id handed out (ids are `"1"`, `"2"`, … for this transport's life).
    private nonisolated let lastID = Locked(0)
    var machine: any SubscriptionStateMachineProtocol
    var sinks: [String: SubscriptionSink] = [:]
    var operationNames: [String: String] = [:]
    var stoppedBeforeStart: Set<String> = []
    var generation = 0
    var connection: (any WebSocketConnection)?
    var reader: Task<Void, Never>?
    var writer: AsyncStream<String>.Continuation?
    var writerTask: Task<Void, Never>?
    var timers: [SubscriptionTimer: Task<Void, Never>] = [:]
    var closing: [Task<Void, Never>] = []
    /// How many connections were opened so far (for tests and benchmarks).
    public internal(set) var connectionAttempts = 0

    /// Creates a transport; nothing connects until the first subscription.
    ///
    /// - Parameters:
    ///   - url: The `ws://` URL.
    ///   - configuration: Subprotocol, payload, timeouts, reconnection and limits.
    ///   - connectionFactory: Makes the WebSocket; ``defaultConnection(request:configuration:)``
    ///     by default.
    public init(
        url: URL,
        configuration: WebSocketSubscriptionConfiguration = WebSocketSubscriptionConfiguration(),
        connectionFactory: @escaping ConnectionFactory = WebSocketSubscriptionTransport.defaultConnection
    ) {
        self.url = url
        self.configuration = configuration
        self.makeConnection = connectionFactory
        self.machine = configuration.makeStateMachine()
    }

    /// The connection a transport makes unless told otherwise: Courier's own
    /// ``/CourierWebSocket/POSIXWebSocketConnection`` (`ws://` everywhere, `wss://` through the system OpenSSL on
    /// Linux), except for `wss://` on Apple platforms, where `URLSessionWebSocketConnection`
    /// uses the system's TLS and trust evaluation.
    ///
    /// - Parameters:
    ///   - request: The URL, subprotocols and header fields.
    ///   - configuration: Timeouts, limits and the TLS settings.
    /// - Returns: An unconnected connection.
    @Sendable
    public static func defaultConnection(request: WebSocketRequest, configuration: WebSocketConfiguration)
        -> any WebSocketConnection
    {
        #if canImport(Darwin)
        if request.url.scheme?.lowercased() == "wss" {
            return URLSessionWebSocketConnection(request: request, configuration: configuration)
        }
        #endif
        return POSIXWebSocketConnection(request: request, configuration: configuration)
    }

    deinit {
        // Nothing can reach the transport any more: release the connection's tasks and socket.
        reader?.cancel()
        writer?.finish()
        for timer in timers.values { timer.cancel() }
        if let connection { Task { await connection.close(code: .goingAway, reason: "transport released") } }
    }

    /// Starts `request` on the shared connection.
    ///
    /// - Parameter request: A subscription (any operation is sent as-is).
    /// - Returns: The subscription's events; see the type's documentation for the semantics.
    public nonisolated func subscribe(_ request: GraphQLRequest) -> GraphQLSubscriptionTransportStream {
        let id = makeID()
        let (stream, continuation) = GraphQLSubscriptionTransportStream.makeStream(
            bufferingPolicy: .bufferingOldest(max(configuration.maximumBufferedEvents, 1))
        )
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            Task { await self.stop(id) }
        }
        Task { await self.start(id, request: request, sink: .stream(continuation)) }
        return stream
    }

    /// Starts `request` on the shared connection, its events queued in a channel that
    /// ``GraphQLSubscriptionStream`` reads directly (a burst in one step); the semantics are
    /// those of ``subscribe(_:)``.
    nonisolated func subscribeToChannel(_ request: GraphQLRequest) -> SubscriptionEventReceiver {
        let id = makeID()
        let channel = SubscriptionEventChannel(limit: configuration.maximumBufferedEvents) { [weak self] in
            guard let self else { return }
            Task { await self.stop(id) }
        }
        Task { await self.start(id, request: request, sink: .channel(channel)) }
        return SubscriptionEventReceiver(channel)
    }

    /// A new subscription id: the next decimal number. Unique on every connection this transport
    /// opens (which is all the protocols ask), and short enough to be a small `String`, so that
    /// the id read from every `next` message, looked up and compared, allocates nothing.
    private nonisolated func makeID() -> String {
        String(
            lastID.withLock { last in
                last += 1
                return last
            })
    }

    /// Fails every open subscription with `.transportClosed`, closes the connection and
    /// refuses new subscriptions.
    public func shutdown() async {
        perform(machine.handle(.shutdown))
        for timer in timers.values { timer.cancel() }
        timers = [:]
        let pending = closing
        for task in pending { await task.value }
    }

    /// How many subscriptions are registered (streams not yet finished).
    public var activeSubscriptionCount: Int { sinks.count }

    /// Whether a connection is open or opening.
    public var hasConnection: Bool { connection != nil }

    /// Waits until every connection closed so far has finished closing.
    public func waitUntilClosed() async {
        while !closing.isEmpty {
            let pending = closing
            closing = []
            for task in pending { await task.value }
        }
    }

    private func start(_ id: String, request: GraphQLRequest, sink: SubscriptionSink) {
        if stoppedBeforeStart.remove(id) != nil { return }
        sinks[id] = sink
        operationNames[id] = request.operationName
        perform(machine.handle(.subscribe(id: id, payload: request.subscriptionPayload)))
    }

    private func stop(_ id: String) {
        guard sinks.removeValue(forKey: id) != nil else {
            stoppedBeforeStart.insert(id)
            return
        }
        operationNames[id] = nil
        perform(machine.handle(.unsubscribe(id: id)))
    }

    /// Feeds an event from connection `generation` (stale connections are ignored).
    func deliver(_ event: SubscriptionMachineEvent, generation: Int?) {
        if let generation, generation != self.generation { return }
        perform(machine.handle(event))
    }
}
