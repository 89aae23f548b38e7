public import CourierGraphQL

extension PageSource {
    /// A source that fetches pages with `client` and watches each fetched page in the client's
    /// store (``/CourierGraphQL/GraphQLClient/store``), so cache writes — a mutation's answer, another query, an
    /// optimistic layer — update the paginator's items.
    ///
    /// - Parameters:
    ///   - client: The client.
    ///   - cachePolicy: How each page is fetched; the network by default (the answer is written
    ///     to the store). With ``/CourierGraphQL/CachePolicy/SingleResponse/fetchIgnoringCacheCompletely`` pages
    ///     never reach the store, so they are not watched.
    ///   - options: Per-request choices.
    /// - Returns: The source.
    public static func client(
        _ client: GraphQLClient,
        cachePolicy: CachePolicy.SingleResponse = .fetchIgnoringCacheData,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) -> PageSource {
        let fetch: @Sendable (Query) async throws -> GraphQLResult<Query.Data> = { query in
            try await client.fetch(query: query, cachePolicy: cachePolicy, options: options)
        }
        guard cachePolicy != .fetchIgnoringCacheCompletely, options.writesToCache else {
            return PageSource(fetch: fetch)
        }
        return PageSource(fetch: fetch) { query in
            let updates = await client.store.watch(query: query)
            return AsyncStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
                // A miss (the page's records were removed) is not forwarded: the page keeps the
                // items it last had.
                let forwarding = Task {
                    for await update in updates {
                        if case .success(let data) = update { continuation.yield(data) }
                    }
                    continuation.finish()
                }
                continuation.onTermination = { _ in forwarding.cancel() }
            }
        }
    }
}
