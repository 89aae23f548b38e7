public import CourierAPI

extension GraphQLClient {
    /// Fetches a query under a single-response cache policy.
    ///
    /// ```swift
    /// let result = try await client.fetch(query: HeroNameQuery())                  // cache first
    /// let fresh = try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
    /// ```
    ///
    /// A network answer's raw `data` is written to the store before it is decoded (unless the
    /// policy is ``CachePolicy/SingleResponse/fetchIgnoringCacheCompletely`` or
    /// ``GraphQLRequestOptions/writesToCache`` is `false`); a failed write does not fail the fetch.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: Where the answer comes from; cache first by default.
    ///   - options: Per-request choices (error policy, GET, headers, timeout, cache writes).
    /// - Returns: The data (possibly partial) and the errors the policy keeps; ``GraphQLResult/source``
    ///   says whether the cache or the network answered.
    /// - Throws: ``GraphQLClientError``.
    public func fetch<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) async throws -> GraphQLResult<Query.Data> {
        try await fetch(query: query, cachePolicy: cachePolicy, options: options, deliveredTo: nil).result
    }

    /// ``fetch(query:cachePolicy:options:)`` for the store watch `watch`, which the network
    /// answer's write does not wake (see ``GraphQLStore/write(responseData:for:deliveredTo:)``);
    /// with the watch's generation after that write.
    func fetch<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.SingleResponse,
        options: GraphQLRequestOptions,
        deliveredTo watch: Int?
    ) async throws -> (result: GraphQLResult<Query.Data>, generation: Int?) {
        let writes = options.writesToCache
        switch cachePolicy {
        case .returnCacheDataElseFetch:
            if let cached = await cachedResult(for: query, allowingStale: false) { return (cached, nil) }
            return try await fetchFromNetwork(query, options: options, writesToCache: writes, deliveredTo: watch)
        case .fetchIgnoringCacheData:
            return try await fetchFromNetwork(query, options: options, writesToCache: writes, deliveredTo: watch)
        case .fetchIgnoringCacheCompletely:
            return try await fetchFromNetwork(query, options: options, writesToCache: false, deliveredTo: watch)
        case .networkFirst:
            do {
                return try await fetchFromNetwork(query, options: options, writesToCache: writes, deliveredTo: watch)
            } catch let error as GraphQLClientError where error.kind == .transport || error.kind == .timeout {
                if let cached = await cachedResult(for: query, allowingStale: true) { return (cached, nil) }
                throw error
            }
        }
    }

    /// Reads a query from the cache only: never sends a request.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: ``CachePolicy/CacheOnly/returnCacheDataDontFetch``.
    ///   - options: Unused by the cache read; accepted for symmetry.
    /// - Returns: The cached result (``GraphQLResult/source`` `.cache`), or `nil` at once when the
    ///   cache lacks a field the query selects or a record it needs has expired.
    /// - Throws: ``GraphQLCacheError`` when the storage fails or the cached data does not decode.
    public func fetch<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.CacheOnly,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) async throws -> GraphQLResult<Query.Data>? {
        switch cachePolicy {
        case .returnCacheDataDontFetch:
            do {
                return GraphQLResult(data: try await store.read(query: query), source: .cache)
            } catch  where error.isMiss {
                return nil
            }
        }
    }

    /// Fetches a query from the cache and then from the network, as a stream.
    ///
    /// - Values: the cached result first (source `.cache`; expired records may answer here), when
    ///   the cache holds the whole query; then the network's (source `.network`), after it was
    ///   written to the store. On a cache miss only the network's.
    /// - Buffering: at most two values, all kept until consumed.
    /// - Termination: the stream finishes after the network answer, or throws its
    ///   ``GraphQLClientError`` (after the cached value, if any, was yielded).
    /// - Cancellation: cancelling the consuming task, or dropping the stream, cancels the request.
    ///
    /// - Parameters:
    ///   - query: The generated query.
    ///   - cachePolicy: ``CachePolicy/CacheAndNetwork/returnCacheDataAndFetch``.
    ///   - options: Per-request choices.
    /// - Returns: The results.
    public func fetch<Query: GraphQLQuery>(
        query: Query,
        cachePolicy: CachePolicy.CacheAndNetwork,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> AsyncThrowingStream<GraphQLResult<Query.Data>, any Error> {
        var captured: AsyncThrowingStream<GraphQLResult<Query.Data>, any Error>.Continuation?
        let stream = AsyncThrowingStream<GraphQLResult<Query.Data>, any Error> { captured = $0 }
        guard let continuation = captured else { return stream }
        let task = Task {
            if let cached = await cachedResult(for: query, allowingStale: true) { continuation.yield(cached) }
            do {
                continuation.yield(
                    try await fetchFromNetwork(query, options: options, writesToCache: options.writesToCache))
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The cached result of `query`, or `nil` on a miss or any cache failure (the caller then
    /// goes to the network).
    func cachedResult<Query: GraphQLQuery>(for query: Query, allowingStale: Bool) async -> GraphQLResult<Query.Data>? {
        guard let data = try? await store.read(query: query, allowingStale: allowingStale) else { return nil }
        return GraphQLResult(data: data, source: .cache)
    }
}
