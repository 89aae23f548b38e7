public import CourierAPI
public import CourierGraphQL
public import RxSwift

extension GraphQLClient: @retroactive ReactiveCompatible {}

extension Reactive where Base == GraphQLClient {
    /// A `Single` that fetches `query` when subscribed to.
    ///
    /// Each subscription sends its own request; disposing it cancels the request. Fails with
    /// ``GraphQLClientError``.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - options: Per-request choices.
    /// - Returns: The result (data, possibly partial, and errors).
    public func fetch<Query: GraphQLQuery>(
        query: Query,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> Single<GraphQLResult<Query.Data>> {
        let client = base
        return AsyncRxBridge.single { try await client.fetch(query: query, options: options) }
    }

    /// A `Single` that performs `mutation` when subscribed to.
    ///
    /// Each subscription performs the mutation again (use `.asObservable().share()` to share
    /// one); disposing it cancels the request. Fails with ``GraphQLClientError``.
    ///
    /// - Parameters:
    ///   - mutation: The generated mutation.
    ///   - options: Per-request choices.
    /// - Returns: The result.
    public func perform<Mutation: GraphQLMutation>(
        mutation: Mutation,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> Single<GraphQLResult<Mutation.Data>> {
        let client = base
        return AsyncRxBridge.single { try await client.perform(mutation: mutation, options: options) }
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
