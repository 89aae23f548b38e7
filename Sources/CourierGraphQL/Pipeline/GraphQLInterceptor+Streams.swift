/// The rest of an interceptor chain for an operation whose answer is a stream (a subscription,
/// or a query with `@defer`), as handed to ``GraphQLInterceptor/interceptStream(_:next:)``.
public struct GraphQLStreamNext: Sendable {
    let start: @Sendable (GraphQLRequest) -> GraphQLSubscriptionTransportStream

    /// Creates a chain from a closure (for tests of a single interceptor).
    /// - Parameter start: Starts one request through the rest of the chain.
    public init(_ start: @escaping @Sendable (GraphQLRequest) -> GraphQLSubscriptionTransportStream) {
        self.start = start
    }

    /// Starts `request` through the rest of the chain.
    /// - Parameter request: The request.
    /// - Returns: Its events, with the semantics of ``GraphQLSubscriptionTransport/subscribe(_:)``.
    public func callAsFunction(_ request: GraphQLRequest) -> GraphQLSubscriptionTransportStream {
        start(request)
    }
}

extension GraphQLInterceptor {
    /// Runs ``intercept(_:next:)`` around a streamed operation, so that an interceptor written
    /// for single answers (headers, auth, metrics, logging) sees subscriptions and `@defer` too.
    ///
    /// - `intercept` gets the request; what it passes to `next` is the request that is started.
    /// - `next` answers with the stream's first response (connection events before it pass
    ///   straight on); what `intercept` returns takes its place, and the rest of the stream
    ///   follows unchanged.
    /// - Calling `next` again starts the operation again and drops the earlier stream; not
    ///   calling it answers the stream with the returned response alone.
    /// - When the stream fails before its first response, `next` throws its error; when it ends
    ///   without one, `next` throws an error that ends the stream quietly if it is rethrown.
    /// - ``GraphQLNext/batch(_:)`` throws ``GraphQLSubscriptionError/Kind/unsupportedOperation(_:)``.
    ///
    /// - Parameters:
    ///   - request: The streamed operation.
    ///   - next: The rest of the chain.
    /// - Returns: The events.
    public func interceptStream(
        _ request: GraphQLRequest,
        next: GraphQLStreamNext
    ) -> GraphQLSubscriptionTransportStream {
        SingleAnswerStreamRelay.stream(request, through: self, next: next)
    }
}
