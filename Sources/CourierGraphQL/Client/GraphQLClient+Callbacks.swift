public import CourierAPI
public import CourierHTTP
public import Dispatch

extension GraphQLClient {
    /// Fetches a query and calls `completion` on `queue` (the main queue by default).
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: Where the answer comes from; cache first by default (see ``CachePolicy``).
    ///   - options: Per-request choices.
    ///   - queue: The queue `completion` runs on.
    ///   - completion: Receives the result or the ``GraphQLClientError``; after `cancel()`, a
    ///     cancellation error.
    /// - Returns: A handle that cancels the request.
    @discardableResult
    public func fetch<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch,
        options: GraphQLRequestOptions = GraphQLRequestOptions(),
        queue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<GraphQLResult<Query.Data>, any Error>) -> Void
    ) -> any Cancellable {
        deliver(on: queue, completion) { try await fetch(query: query, cachePolicy: cachePolicy, options: options) }
    }

    /// Performs a mutation (writing its answer to the store) and calls `completion` on `queue`
    /// (the main queue by default).
    /// - Parameters:
    ///   - mutation: The generated mutation.
    ///   - options: Per-request choices.
    ///   - queue: The queue `completion` runs on.
    ///   - completion: Receives the result or the ``GraphQLClientError``.
    /// - Returns: A handle that cancels the request.
    @discardableResult
    public func perform<Mutation: GraphQLMutation>(
        mutation: Mutation,
        options: GraphQLRequestOptions = GraphQLRequestOptions(),
        queue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<GraphQLResult<Mutation.Data>, any Error>) -> Void
    ) -> any Cancellable {
        deliver(on: queue, completion) { try await perform(mutation: mutation, options: options) }
    }

    private func deliver<Value: Sendable>(
        on queue: DispatchQueue,
        _ completion: @escaping @Sendable (Result<Value, any Error>) -> Void,
        _ work: @escaping @Sendable () async throws -> Value
    ) -> any Cancellable {
        let task = Task {
            let result: Result<Value, any Error>
            do { result = .success(try await work()) } catch { result = .failure(error) }
            queue.async { completion(result) }
        }
        return TaskCancellable(task)
    }
}
