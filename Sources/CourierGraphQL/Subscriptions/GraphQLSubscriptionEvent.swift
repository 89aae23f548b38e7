/// One event of a typed subscription stream: a result, or news about the connection so that an
/// app can show "reconnecting…".
public enum GraphQLSubscriptionEvent<Data: Sendable>: Sendable {
    /// A result from the server (data, possibly partial, and errors).
    case result(GraphQLResult<Data>)
    /// The connection dropped; the transport is reconnecting. No results arrive until
    /// ``reconnected``; results the server produced meanwhile are lost.
    case disconnected(GraphQLSubscriptionError)
    /// The connection is back and the subscription was started again on the server.
    case reconnected

    /// The result, if this event is one.
    public var result: GraphQLResult<Data>? {
        if case .result(let result) = self { return result }
        return nil
    }
}

/// A hook that sees every raw response of a streamed operation before it is decoded — where the
/// normalized cache (issue 6) will merge subscription results so that watchers update.
public protocol GraphQLStreamResponseObserver: Sendable {
    /// Called for each response, in order, before the typed result is handed out.
    ///
    /// - Parameters:
    ///   - response: The untyped response (for `@defer`, the merged result so far).
    ///   - request: The operation it answers.
    func didReceive(_ response: GraphQLResponse, for request: GraphQLRequest) async
}

/// Choices for one subscription (or streamed query).
public struct GraphQLSubscriptionOptions: Sendable {
    /// The error policy, or `nil` for the client's.
    public var errorPolicy: GraphQLErrorPolicy?
    /// Sees each raw response first (the cache hook); `nil` for none.
    public var responseObserver: (any GraphQLStreamResponseObserver)?
    /// Whether each result's data is written to the client's store (so that watchers update);
    /// `true` by default.
    public var writesToCache: Bool

    /// Creates options.
    ///
    /// - Parameters:
    ///   - errorPolicy: The error policy, or `nil` for the client's.
    ///   - responseObserver: The raw-response hook.
    ///   - writesToCache: Whether results are written to the store.
    public init(
        errorPolicy: GraphQLErrorPolicy? = nil, responseObserver: (any GraphQLStreamResponseObserver)? = nil,
        writesToCache: Bool = true
    ) {
        self.errorPolicy = errorPolicy
        self.responseObserver = responseObserver
        self.writesToCache = writesToCache
    }
}
