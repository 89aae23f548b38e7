/// Where a ``WebSocketSubscriptionTransport`` puts one subscription's events: the
/// `AsyncThrowingStream` that ``WebSocketSubscriptionTransport/subscribe(_:)`` returned, or the
/// channel a ``GraphQLSubscriptionStream`` reads directly.
enum SubscriptionSink: Sendable {
    case stream(GraphQLSubscriptionTransportStream.Continuation)
    case channel(SubscriptionEventChannel)

    /// Hands over `events` in order.
    ///
    /// - Returns: `false` when the buffer limit refused one (the transport then fails the
    ///   subscription with `.bufferOverflow`).
    func send(_ events: [GraphQLSubscriptionTransportEvent]) -> Bool {
        switch self {
        case .stream(let continuation):
            for event in events {
                if case .dropped = continuation.yield(event) { return false }
            }
            return true
        case .channel(let channel):
            return channel.send(events)
        }
    }

    /// Ends the stream from the transport's side, without its termination handler.
    func finish(throwing error: (any Error)?) {
        switch self {
        case .stream(let continuation):
            continuation.onTermination = nil
            if let error { continuation.finish(throwing: error) } else { continuation.finish() }
        case .channel(let channel):
            channel.finish(throwing: error)
        }
    }
}
