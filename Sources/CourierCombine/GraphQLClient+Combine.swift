#if canImport(Combine)
public import Combine
public import CourierAPI
public import CourierGraphQL
import CourierViewModels

// Compiles to nothing in the root package on Linux; Integrations/BridgeTests builds it against
// OpenCombine and runs it.

extension GraphQLClient {
    /// A publisher that fetches `query` under `cachePolicy` when subscribed to and publishes its
    /// one result.
    ///
    /// Each subscription fetches anew; cancelling the subscription cancels the request.
    ///
    /// ```swift
    /// client.fetchPublisher(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
    ///     .receive(on: DispatchQueue.main)
    ///     .sink { completion in … } receiveValue: { result in name = result.data?.hero?.name }
    /// ```
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: Where the answer comes from; cache first by default.
    ///   - options: Per-request choices.
    /// - Returns: A publisher of one ``GraphQLResult`` that then finishes, or fails with
    ///   ``GraphQLClientError``.
    public func fetchPublisher<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> AnyPublisher<GraphQLResult<Query.Data>, GraphQLClientError> {
        AsyncBridgePublisher(operationName: Query.operationName) {
            try await fetch(query: query, cachePolicy: cachePolicy, options: options)
        }.eraseToAnyPublisher()
    }

    /// A publisher that fetches `query` when subscribed to and publishes its data only when the
    /// answer has no GraphQL errors: the shape of code that maps server errors to a failure (an
    /// app's `NetworkError.graphQL` case) instead of showing partial data.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: Where the answer comes from; cache first by default.
    ///   - options: Per-request choices.
    /// - Returns: A publisher of the data that then finishes, or fails with
    ///   ``GraphQLClientError``: of kind `.graphQLErrors`, carrying the server's `errors`, when the
    ///   answer has any.
    public func fetchDataPublisher<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> AnyPublisher<Query.Data, GraphQLClientError> {
        AsyncBridgePublisher(operationName: Query.operationName) {
            try await fetch(query: query, cachePolicy: cachePolicy, options: options).requiredData(
                operationName: Query.operationName)
        }.eraseToAnyPublisher()
    }

    /// A publisher of the cached result of `query` (when the cache holds it) and then the
    /// network's, for ``CachePolicy/CacheAndNetwork/returnCacheDataAndFetch``.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: ``CachePolicy/CacheAndNetwork/returnCacheDataAndFetch``.
    ///   - options: Per-request choices.
    /// - Returns: A publisher of up to two results that then finishes, or fails with
    ///   ``GraphQLClientError`` (after the cached value, if any).
    public func fetchPublisher<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.CacheAndNetwork,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> AnyPublisher<GraphQLResult<Query.Data>, GraphQLClientError> {
        AsyncBridgePublisher<GraphQLResult<Query.Data>, GraphQLClientError>(
            body: { emitter in
                for try await result in fetch(query: query, cachePolicy: cachePolicy, options: options) {
                    try await emitter.emit(result)
                }
            },
            mapError: { GraphQLClientError.bridging($0, operationName: Query.operationName) }
        ).eraseToAnyPublisher()
    }

    /// A publisher that watches `query` while subscribed: its result per `cachePolicy`, then a new
    /// one whenever the store changes data it read (see ``GraphQLQueryWatcher``).
    ///
    /// Failed fetches are values (`.failure`), not the end; the publisher never fails and
    /// finishes only when cancelled. Each subscription starts its own watch; cancelling stops it.
    /// For pull-to-refresh, use ``GraphQLClient/watch(query:cachePolicy:refetchOnMiss:options:)``
    /// directly and call `refetch()`.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: How the first value is obtained; cache first by default.
    ///   - refetchOnMiss: Whether to fetch again when a store change leaves the query incomplete.
    ///   - options: Per-request choices for every fetch the watch makes.
    /// - Returns: The watch's elements.
    public func watchPublisher<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch,
        refetchOnMiss: Bool = true,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> AnyPublisher<GraphQLQueryWatcher<Query>.Element, Never> {
        AsyncBridgePublisher<GraphQLQueryWatcher<Query>.Element, Never>(
            body: { emitter in
                for await element in watch(
                    query: query, cachePolicy: cachePolicy, refetchOnMiss: refetchOnMiss, options: options)
                {
                    try await emitter.emit(element)
                }
            },
            mapError: { _ in nil }
        ).eraseToAnyPublisher()
    }

    /// A publisher that performs `mutation` when subscribed to and publishes its one result.
    ///
    /// Each subscription performs the mutation again: share the publisher (`share()`) if more
    /// than one subscriber needs the result. Cancelling the subscription cancels the request
    /// (and rolls back an optimistic result).
    ///
    /// - Parameters:
    ///   - mutation: The generated mutation.
    ///   - optimisticResult: The data the server is expected to answer with, shown to watchers
    ///     until the answer arrives; `nil` for none.
    ///   - options: Per-request choices.
    /// - Returns: A publisher of one ``GraphQLResult`` that then finishes, or fails with
    ///   ``GraphQLClientError``.
    public func performPublisher<Mutation: GraphQLMutation>(
        mutation: Mutation,
        optimisticResult: Mutation.Data? = nil,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> AnyPublisher<GraphQLResult<Mutation.Data>, GraphQLClientError> {
        AsyncBridgePublisher(operationName: Mutation.operationName) {
            try await perform(mutation: mutation, optimisticResult: optimisticResult, options: options)
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
    ///   - options: Error policy, the raw-response hook and cache writes.
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
