public import CourierAPI
import CourierWebSocket

/// The typed events of a subscription (or a query with `@defer`), from
/// ``GraphQLClient/subscribe(subscription:options:)``.
///
/// - Unicast: iterate it once, from one task.
/// - Buffering: the transport buffers a bounded number of events for a slow consumer (see
///   ``WebSocketSubscriptionConfiguration/maximumBufferedEvents``); beyond it the stream throws
///   ``GraphQLSubscriptionError/Kind/bufferOverflow(limit:)``. Nothing is replayed.
/// - Termination: the iteration ends (`nil`) when the server completes the operation; it throws
///   ``GraphQLSubscriptionError`` when the operation or its connection fails for good, and
///   ``GraphQLClientError`` when a result does not decode (or has errors under
///   ``GraphQLErrorPolicy/none``).
/// - Cache: unless ``GraphQLSubscriptionOptions/writesToCache`` is `false`, each result's raw
///   `data` is written to the client's store before the event is handed out, so watchers of the
///   objects it carries update (for `@defer`, the merged data so far, each increment). Results
///   that a WebSocket transport had queued for the stream when it read them (a burst) are
///   written together, in order, in one store transaction when the first of them is handed out,
///   and watchers are notified once.
/// - Cancellation: cancelling the consuming task, or dropping the stream, stops the operation
///   (`complete` over WebSocket, closing the HTTP stream) and frees its registration.
public struct GraphQLSubscriptionStream<Data: RootSelectionSet>: AsyncSequence, Sendable {
    /// The element: a result, or a connection change.
    public typealias Element = GraphQLSubscriptionEvent<Data>

    /// Where the events come from.
    enum Source: Sendable {
        /// The interceptor chain's (or a transport's) stream.
        case stream(GraphQLSubscriptionTransportStream)
        /// A WebSocket transport's channel, read a burst at a time.
        case channel(SubscriptionEventReceiver)
    }

    let source: Source
    let request: GraphQLRequest
    let policy: GraphQLErrorPolicy
    let observer: (any GraphQLStreamResponseObserver)?
    /// Writes the `data` of a run of responses to the store, in order, in one transaction; `nil`
    /// when the request opted out.
    var cacheWriter: (@Sendable ([GraphQLResponse]) async -> Void)? = nil

    /// The iterator.
    public struct AsyncIterator: AsyncIteratorProtocol {
        var base: GraphQLSubscriptionTransportStream.AsyncIterator?
        var channel: SubscriptionChannelReader?
        let request: GraphQLRequest
        let policy: GraphQLErrorPolicy
        let observer: (any GraphQLStreamResponseObserver)?
        let cacheWriter: (@Sendable ([GraphQLResponse]) async -> Void)?

        /// The next event, or `nil` once the server completed the operation.
        ///
        /// - Returns: The event.
        /// - Throws: ``GraphQLSubscriptionError`` or ``GraphQLClientError``.
        public mutating func next() async throws -> GraphQLSubscriptionEvent<Data>? {
            let pending = PendingContinuations.enter("GraphQLSubscriptionStream.next \(request.operationName)")
            defer { PendingContinuations.leave(pending) }
            let event: GraphQLSubscriptionTransportEvent
            let run: [GraphQLResponse]
            if channel != nil {
                guard let next = try await channel?.next() else { return nil }
                (event, run) = next
            } else {
                guard let next = try await base?.next() else { return nil }
                event = next
                if case .response(let response) = next { run = [response] } else { run = [] }
            }
            if !run.isEmpty {
                if let observer {
                    for response in run { await observer.didReceive(response, for: request) }
                }
                await cacheWriter?(run)
            }
            return try typed(event)
        }

        private func typed(_ event: GraphQLSubscriptionTransportEvent) throws -> GraphQLSubscriptionEvent<Data> {
            switch event {
            case .disconnected(let error): .disconnected(error)
            case .reconnected: .reconnected
            case .response(let response):
                .result(
                    try GraphQLResultDecoder.result(
                        Data.self, from: response, policy: policy, operationName: request.operationName))
            }
        }
    }

    /// Makes the (single) iterator.
    ///
    /// - Returns: The iterator.
    public func makeAsyncIterator() -> AsyncIterator {
        var iterator = AsyncIterator(
            request: request, policy: policy, observer: observer, cacheWriter: cacheWriter)
        switch source {
        case .stream(let stream): iterator.base = stream.makeAsyncIterator()
        case .channel(let receiver): iterator.channel = SubscriptionChannelReader(receiver: receiver)
        }
        return iterator
    }

    /// Only the results, skipping connection events.
    public var results: AsyncThrowingCompactMapSequence<GraphQLSubscriptionStream<Data>, GraphQLResult<Data>> {
        compactMap(\.result)
    }
}
