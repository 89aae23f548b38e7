public import CourierAPI
public import CourierGraphQL

/// Where a ``Paginator`` gets its pages: a fetch for each page and, optionally, a watch that
/// reports a fetched page's data again whenever the cache changes it.
///
/// `client(_:cachePolicy:)` is the usual source; tests and special back ends can pass closures.
public struct PageSource<Query: GraphQLQuery>: Sendable {
    /// Fetches one page.
    public var fetch: @Sendable (Query) async throws -> GraphQLResult<Query.Data>
    /// Watches one fetched page: the sequence yields the page's data whenever it changes and
    /// ends when the consuming task is cancelled. `nil`: pages are not kept in sync.
    public var watch: (@Sendable (Query) async -> AsyncStream<Query.Data>)?

    /// Creates a source from closures.
    /// - Parameters:
    ///   - fetch: Fetches one page.
    ///   - watch: Watches a fetched page's data in a cache, or `nil`.
    public init(
        fetch: @escaping @Sendable (Query) async throws -> GraphQLResult<Query.Data>,
        watch: (@Sendable (Query) async -> AsyncStream<Query.Data>)? = nil
    ) {
        self.fetch = fetch
        self.watch = watch
    }
}
