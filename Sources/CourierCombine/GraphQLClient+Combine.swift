#if canImport(Combine)
public import Combine
public import CourierAPI
public import CourierGraphQL

// Untested on Linux (no Combine there): every method is a one-line use of
// `AsyncBridgePublisher`, whose driver is tested on all platforms.

extension GraphQLClient {
    /// A publisher that fetches `query` when subscribed to and publishes its one result.
    ///
    /// Each subscription sends its own request; cancelling the subscription cancels the request.
    ///
    /// ```swift
    /// client.fetchPublisher(query: HeroNameQuery(episode: .jedi))
    ///     .receive(on: DispatchQueue.main)
    ///     .sink { completion in … } receiveValue: { result in name = result.data?.hero?.name }
    /// ```
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - options: Per-request choices.
    /// - Returns: A publisher of one ``GraphQLResult`` that then finishes, or fails with
    ///   ``GraphQLClientError``.
    public func fetchPublisher<Query: GraphQLQuery>(
        query: Query,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> AnyPublisher<GraphQLResult<Query.Data>, GraphQLClientError> {
        AsyncBridgePublisher(operationName: Query.operationName) {
            try await fetch(query: query, options: options)
        }.eraseToAnyPublisher()
    }

    /// A publisher that performs `mutation` when subscribed to and publishes its one result.
    ///
    /// Each subscription performs the mutation again: share the publisher (`share()`) if more
    /// than one subscriber needs the result. Cancelling the subscription cancels the request.
    ///
    /// - Parameters:
    ///   - mutation: The generated mutation.
    ///   - options: Per-request choices.
    /// - Returns: A publisher of one ``GraphQLResult`` that then finishes, or fails with
    ///   ``GraphQLClientError``.
    public func performPublisher<Mutation: GraphQLMutation>(
        mutation: Mutation,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> AnyPublisher<GraphQLResult<Mutation.Data>, GraphQLClientError> {
        AsyncBridgePublisher(operationName: Mutation.operationName) {
            try await perform(mutation: mutation, options: options)
        }.eraseToAnyPublisher()
    }

    /// A publisher of the events of `subscription`, started when subscribed to.
    ///
    /// Events are delivered as the subscriber demands them (the transport buffers meanwhile, up to
    /// its limit); the publisher finishes when the server completes the subscription and fails
    /// with the stream's error (``GraphQLSubscriptionError`` or ``GraphQLClientError``).
    /// Cancelling the Combine subscription stops the operation on the server.
    ///
    /// - Parameters:
    ///   - subscription: The generated subscription.
    ///   - options: Error policy and the raw-response hook.
    /// - Returns: The events, results and connection changes alike.
    public func subscribePublisher<Subscription: GraphQLSubscription>(
        subscription: Subscription,
        options: GraphQLSubscriptionOptions = GraphQLSubscriptionOptions()
    ) -> AnyPublisher<GraphQLSubscriptionEvent<Subscription.Data>, any Error> {
        AsyncBridgePublisher<GraphQLSubscriptionEvent<Subscription.Data>, any Error>(
            body: { emitter in
                for try await event in subscribe(subscription: subscription, options: options) {
                    try await emitter.emit(event)
                }
            },
            mapError: { $0 }
        ).eraseToAnyPublisher()
    }
}
#endif
