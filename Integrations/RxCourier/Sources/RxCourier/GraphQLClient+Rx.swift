public import CourierAPI
public import CourierGraphQL
import CourierViewModels
public import RxSwift

// The `.rx` namespace on a Courier type is what this module adds, so the conformance is retroactive by design.
// swift-format-ignore: AvoidRetroactiveConformances
extension GraphQLClient: @retroactive ReactiveCompatible {}

extension Reactive where Base == GraphQLClient {
    /// A `Single` that fetches `query` under `cachePolicy` when subscribed to.
    ///
    /// Each subscription fetches anew; disposing it cancels the request. Fails with
    /// ``GraphQLClientError``.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: Where the answer comes from; cache first by default.
    ///   - options: Per-request choices.
    /// - Returns: The result (data, possibly partial, and errors).
    public func fetch<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> Single<GraphQLResult<Query.Data>> {
        let client = base
        return AsyncRxBridge.single { try await client.fetch(query: query, cachePolicy: cachePolicy, options: options) }
    }

    /// A `Single` that fetches `query` when subscribed to and succeeds with its data only when
    /// the answer has no GraphQL errors: the shape of code that maps server errors to a failure
    /// (e.g. an app's `NetworkError.graphQL` case) instead of showing partial data.
    ///
    /// Each subscription fetches anew; disposing it cancels the request.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: Where the answer comes from; cache first by default.
    ///   - options: Per-request choices.
    /// - Returns: The data. Fails with ``GraphQLClientError``: of kind `.graphQLErrors`, carrying
    ///   the server's `errors`, when the answer has any (see
    ///   ``CourierGraphQL/GraphQLResult/requiredData(operationName:)``).
    public func fetchData<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> Single<Query.Data> {
        let client = base
        return AsyncRxBridge.single {
            try await client.fetch(query: query, cachePolicy: cachePolicy, options: options).requiredData(
                operationName: Query.operationName)
        }
    }

    /// An `Observable` of the cached result of `query` (when the cache holds it) and then the
    /// network's; completes after the network answer, errors with ``GraphQLClientError``.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: ``CachePolicy/CacheAndNetwork/returnCacheDataAndFetch``.
    ///   - options: Per-request choices.
    /// - Returns: Up to two results.
    public func fetch<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.CacheAndNetwork,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> Observable<GraphQLResult<Query.Data>> {
        let client = base
        return AsyncRxBridge.observable { client.fetch(query: query, cachePolicy: cachePolicy, options: options) }
    }

    /// An `Observable` that watches `query` while subscribed: its result per `cachePolicy`, then a
    /// new one whenever the store changes data it read (see ``GraphQLQueryWatcher``).
    ///
    /// A failed fetch is an element (`.failure`), not an Rx error: the watch goes on. It never
    /// completes by itself; disposing stops the watch. For pull-to-refresh, use
    /// ``GraphQLClient/watch(query:cachePolicy:refetchOnMiss:options:)`` and `refetch()`.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: How the first value is obtained; cache first by default.
    ///   - refetchOnMiss: Whether to fetch again when a store change leaves the query incomplete.
    ///   - options: Per-request choices for every fetch the watch makes.
    /// - Returns: The watch's elements.
    public func watch<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch,
        refetchOnMiss: Bool = true,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> Observable<Result<GraphQLResult<Query.Data>, GraphQLClientError>> {
        let client = base
        return AsyncRxBridge.observable {
            client.watch(query: query, cachePolicy: cachePolicy, refetchOnMiss: refetchOnMiss, options: options)
        }
    }

    /// A `Single` that performs `mutation` when subscribed to.
    ///
    /// Each subscription performs the mutation again (use `.asObservable().share()` to share
    /// one); disposing it cancels the request. Fails with ``GraphQLClientError``.
    ///
    /// - Parameters:
    ///   - mutation: The generated mutation.
    ///   - optimisticResult: The data the server is expected to answer with, shown to watchers
    ///     until the answer arrives (rolled back on failure or disposal); `nil` for none.
    ///   - options: Per-request choices.
    /// - Returns: The result.
    public func perform<Mutation: GraphQLMutation>(
        mutation: Mutation,
        optimisticResult: Mutation.Data? = nil,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> Single<GraphQLResult<Mutation.Data>> {
        let client = base
        return AsyncRxBridge.single {
            try await client.perform(mutation: mutation, optimisticResult: optimisticResult, options: options)
        }
    }

    /// A `Single` that performs `mutation` when subscribed to and succeeds with its data only when
    /// the answer has no GraphQL errors (see ``fetchData(query:cachePolicy:options:)``).
    ///
    /// - Parameters:
    ///   - mutation: The generated mutation.
    ///   - optimisticResult: The data to show to watchers until the answer arrives, or `nil`.
    ///   - options: Per-request choices.
    /// - Returns: The data; fails with ``GraphQLClientError`` (kind `.graphQLErrors` for errors).
    public func performData<Mutation: GraphQLMutation>(
        mutation: Mutation,
        optimisticResult: Mutation.Data? = nil,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> Single<Mutation.Data> {
        let client = base
        return AsyncRxBridge.single {
            try await client.perform(mutation: mutation, optimisticResult: optimisticResult, options: options)
                .requiredData(operationName: Mutation.operationName)
        }
    }

    /// An `Observable` of the events of `subscription`, started when subscribed to.
    ///
    /// Completes when the server completes the subscription, errors with the stream's error
    /// (``GraphQLSubscriptionError`` or ``GraphQLClientError``); disposing stops the operation on
    /// the server. Unicast: every Rx subscription starts its own GraphQL subscription.
    ///
    /// - Parameters:
    ///   - subscription: The generated subscription.
    ///   - options: Error policy and the raw-response hook.
    /// - Returns: The events, results and connection changes alike.
    public func subscribe<Subscription: GraphQLSubscription>(
        subscription: Subscription,
        options: GraphQLSubscriptionOptions = GraphQLSubscriptionOptions()
    ) -> Observable<GraphQLSubscriptionEvent<Subscription.Data>> {
        let client = base
        return AsyncRxBridge.observable { client.subscribe(subscription: subscription, options: options) }
    }
}
