public import CourierAPI

extension GraphQLClient {
    /// Subscribes to `subscription` through the operation interceptors
    /// (``GraphQLInterceptor/interceptStream(_:next:)``) and the configuration's
    /// ``GraphQLClientConfiguration/subscriptionTransport`` (WebSocket, multipart HTTP or a
    /// ``SplitGraphQLTransport``); multipart HTTP runs the client's HTTP middleware.
    ///
    /// ```swift
    /// for try await event in client.subscribe(subscription: ReviewAddedSubscription(episode: .jedi)) {
    ///     switch event {
    ///     case .result(let result): show(result.data?.reviewAdded)
    ///     case .disconnected: showBanner("Reconnecting…")
    ///     case .reconnected: hideBanner()
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - subscription: The generated subscription.
    ///   - options: Error policy, the raw-response hook and whether each result is written to the
    ///     store (by default it is, before the event is handed out).
    /// - Returns: The typed events; see ``GraphQLSubscriptionStream`` for their semantics. When no
    ///   subscription transport is configured the stream throws ``GraphQLSubscriptionError``
    ///   `.unsupportedOperation`.
    public func subscribe<Subscription: GraphQLSubscription>(
        subscription: Subscription,
        options: GraphQLSubscriptionOptions = GraphQLSubscriptionOptions()
    ) -> GraphQLSubscriptionStream<Subscription.Data> {
        stream(
            GraphQLRequest(subscription), operation: subscription, transport: configuration.subscriptionTransport,
            options: options)
    }

    /// Fetches a query whose document uses `@defer` as a stream: the initial result first, then
    /// one result per increment, each the whole response so far merged and decoded again.
    ///
    /// The query goes through the operation interceptors, then where
    /// ``GraphQLClientConfiguration/incrementalDelivery`` says: multipart HTTP to the client's
    /// endpoint (with its HTTP middleware) by default, not the subscription transport.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - options: Error policy, the raw-response hook and whether results are written to the
    ///     store (each increment writes the merged data so far; fields still deferred are simply
    ///     absent and leave what the store holds for them untouched).
    /// - Returns: The typed events; the stream finishes after the last increment (`hasNext: false`).
    public func fetchIncrementally<Query: GraphQLQuery>(
        query: Query,
        options: GraphQLSubscriptionOptions = GraphQLSubscriptionOptions()
    ) -> GraphQLSubscriptionStream<Query.Data> {
        let transport = configuration.incrementalDelivery.transport(in: configuration)
        return stream(GraphQLRequest(query), operation: query, transport: transport, options: options)
    }

    private func stream<Operation: GraphQLOperation>(
        _ request: GraphQLRequest,
        operation: Operation,
        transport: (any GraphQLSubscriptionTransport)?,
        options: GraphQLSubscriptionOptions
    ) -> GraphQLSubscriptionStream<Operation.Data> {
        let policy = options.errorPolicy ?? configuration.errorPolicy
        // Without interceptors, a WebSocket transport's events are read straight from its
        // channel, a burst at a time; otherwise through the interceptors' streams.
        let source: GraphQLSubscriptionStream<Operation.Data>.Source
        if configuration.interceptors.isEmpty, let webSocket = Self.webSocketTransport(for: request, in: transport) {
            source = .channel(webSocket.subscribeToChannel(request))
        } else {
            source = .stream(chain.stream(request, end: streamEnd(transport)))
        }
        var stream = GraphQLSubscriptionStream<Operation.Data>(
            source: source, request: request, policy: policy, observer: options.responseObserver)
        if options.writesToCache {
            stream.cacheWriter = { responses in await self.writeToStore(run: responses, for: operation) }
        }
        return stream
    }
}
