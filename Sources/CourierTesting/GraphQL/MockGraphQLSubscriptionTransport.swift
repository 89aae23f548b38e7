public import CourierAPI
public import CourierGraphQL
import CourierSupport

/// A subscription transport that a test feeds by hand: every subscription the client starts is
/// recorded and stays open until the test sends its results, finishes or fails it.
///
/// ```swift
/// let feed = MockGraphQLSubscriptionTransport()
/// let client = GraphQLClient(endpoint: url, transport: mock) { $0.subscriptionTransport = feed }
/// let stream = client.subscribe(subscription: ReviewAddedSubscription())
/// feed.send(ReviewAddedSubscription.self, data: .init(reviewAdded: .init(stars: 5)))
/// feed.finish(ReviewAddedSubscription.self)
/// for try await event in stream { … }
/// ```
///
/// The client registers a subscription as soon as `subscribe` returns, before anyone iterates,
/// and each stream buffers what is sent to it, so a test may send first and read afterwards.
/// Sending goes to every open subscription of the operation; a subscription closes when the test
/// finishes or fails it or when its consumer cancels (see ``openSubscriptions(for:)``).
public struct MockGraphQLSubscriptionTransport: GraphQLSubscriptionTransport {
    private struct Open {
        let operationName: String
        let continuation: GraphQLSubscriptionTransportStream.Continuation
    }

    private struct State {
        var nextID = 0
        var open: [Int: Open] = [:]
        var requests: [MockGraphQLRequest] = []
    }

    private let state = Locked(State())

    /// Creates a transport with no subscriptions.
    public init() {}

    /// Records `request` and opens a stream for it that the test feeds.
    /// - Parameter request: The operation.
    /// - Returns: The stream.
    public func subscribe(_ request: GraphQLRequest) -> GraphQLSubscriptionTransportStream {
        let (stream, continuation) = GraphQLSubscriptionTransportStream.makeStream()
        let recorded = MockGraphQLRequest(
            operationName: request.operationName, variables: request.variables, query: request.document,
            extensions: request.extensions)
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            state.requests.append(recorded)
            state.open[state.nextID] = Open(operationName: request.operationName, continuation: continuation)
            return state.nextID
        }
        continuation.onTermination = { [state] _ in
            _ = state.withLock { $0.open.removeValue(forKey: id) }
        }
        return stream
    }

    /// Every subscription started so far, in order.
    public var requests: [MockGraphQLRequest] {
        state.withLock { $0.requests }
    }

    /// How many subscriptions of `operation` are open (started, and neither ended nor cancelled).
    /// - Parameter operation: The generated subscription type.
    /// - Returns: The count.
    public func openSubscriptions<Operation: GraphQLOperation>(for operation: Operation.Type) -> Int {
        state.withLock { $0.open.values.filter { $0.operationName == Operation.operationName }.count }
    }

    /// Sends a result with `data` to every open subscription of `operation`.
    /// - Parameters:
    ///   - operation: The generated subscription type.
    ///   - data: The data, built through the generated initializers.
    /// - Returns: How many subscriptions it reached.
    @discardableResult
    public func send<Operation: GraphQLOperation>(_ operation: Operation.Type, data: Operation.Data) -> Int {
        send(.response(GraphQLResponse(data: .object(data.__json))), to: Operation.operationName)
    }

    /// Sends a result with `errors` and, if given, partial `data`.
    /// - Parameters:
    ///   - operation: The generated subscription type.
    ///   - errors: The errors.
    ///   - data: Partial data, or `nil` for `"data": null`.
    /// - Returns: How many subscriptions it reached.
    @discardableResult
    public func send<Operation: GraphQLOperation>(
        _ operation: Operation.Type, errors: [GraphQLError], data: Operation.Data? = nil
    ) -> Int {
        let json: JSONValue = data.map { .object($0.__json) } ?? .null
        return send(.response(GraphQLResponse(data: json, errors: errors)), to: Operation.operationName)
    }

    /// Sends a raw transport event (e.g. `.disconnected(…)`, `.reconnected`).
    /// - Parameters:
    ///   - event: The event.
    ///   - operation: The generated subscription type.
    /// - Returns: How many subscriptions it reached.
    @discardableResult
    public func send<Operation: GraphQLOperation>(
        _ event: GraphQLSubscriptionTransportEvent, to operation: Operation.Type
    ) -> Int {
        send(event, to: Operation.operationName)
    }

    /// Completes every open subscription of `operation`, as a server's `complete` would.
    /// - Parameter operation: The generated subscription type.
    public func finish<Operation: GraphQLOperation>(_ operation: Operation.Type) {
        for continuation in close(Operation.operationName) { continuation.finish() }
    }

    /// Fails every open subscription of `operation` with `error`.
    /// - Parameters:
    ///   - operation: The generated subscription type.
    ///   - error: The error, e.g. a ``/CourierGraphQL/GraphQLSubscriptionError``.
    public func fail<Operation: GraphQLOperation>(_ operation: Operation.Type, with error: any Error) {
        for continuation in close(Operation.operationName) { continuation.finish(throwing: error) }
    }

    private func send(_ event: GraphQLSubscriptionTransportEvent, to name: String) -> Int {
        let targets = state.withLock { $0.open.values.filter { $0.operationName == name }.map(\.continuation) }
        for continuation in targets { continuation.yield(event) }
        return targets.count
    }

    private func close(_ name: String) -> [GraphQLSubscriptionTransportStream.Continuation] {
        state.withLock { state in
            let ids = state.open.filter { $0.value.operationName == name }.map(\.key)
            return ids.compactMap { state.open.removeValue(forKey: $0)?.continuation }
        }
    }
}
