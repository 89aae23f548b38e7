public import CourierAPI
public import CourierGraphQL

/// The state machine behind a query view model: what ``QueryModel`` (Observation) and the
/// `ObservableObject` query model of CourierCombine show, and every transition between those
/// states, so that the two cannot behave differently.
///
/// The engine owns the watch and the refresh; a view model holds one, forwards ``run()`` and
/// ``refresh()`` to it and republishes ``snapshot`` through ``onChange`` in its own observation
/// system. Use it the same way to build a query view model for another one.
///
/// Semantics are those documented on ``QueryModel``.
@MainActor
public final class QueryModelEngine<Query: GraphQLQuery> {
    /// Everything a query view model shows, as one value.
    public struct Snapshot {
        /// What to show.
        public var state: QueryState<Query.Data> = .idle
        /// The GraphQL errors that came with the last result (partial data).
        public var errors: [GraphQLError] = []
        /// Whether ``QueryModelEngine/refresh()`` is running.
        public var isRefreshing = false
        /// Whether ``QueryModelEngine/run()`` is watching.
        public var isRunning = false
    }

    /// The current values; every change is passed to ``onChange``.
    public private(set) var snapshot = Snapshot() {
        didSet { onChange?(snapshot) }
    }
    /// Called with the new snapshot after every change.
    public var onChange: ((Snapshot) -> Void)?
    /// The query.
    public let query: Query
    private let client: GraphQLClient
    private let cachePolicy: CachePolicy.SingleResponse
    private let refetchOnMiss: Bool
    private let options: GraphQLRequestOptions
    private var watcher: GraphQLQueryWatcher<Query>?
    private var runs = 0

    /// Creates an engine; nothing happens until ``run()`` or ``refresh()``.
    /// - Parameters:
    ///   - client: The client.
    ///   - query: The query with its variables.
    ///   - cachePolicy: How the first value is obtained.
    ///   - refetchOnMiss: Whether the watcher fetches when a store change leaves the query's
    ///     cached data incomplete.
    ///   - options: Per-request choices.
    public init(
        client: GraphQLClient,
        query: Query,
        cachePolicy: CachePolicy.SingleResponse,
        refetchOnMiss: Bool,
        options: GraphQLRequestOptions
    ) {
        self.client = client
        self.query = query
        self.cachePolicy = cachePolicy
        self.refetchOnMiss = refetchOnMiss
        self.options = options
    }

    /// Watches the query until the calling task is cancelled.
    public func run() async {
        runs += 1
        let run = runs
        let watcher = client.watch(
            query: query, cachePolicy: cachePolicy, refetchOnMiss: refetchOnMiss, options: options)
        self.watcher = watcher
        snapshot.isRunning = true
        if snapshot.state.data == nil { snapshot.state = .loading }
        for await element in watcher {
            apply(element.mapError { $0 as any Error })
        }
        // A newer run may have started meanwhile (e.g. a view re-appearing): leave it alone.
        if runs == run {
            self.watcher = nil
            snapshot.isRunning = false
        }
    }

    /// Fetches the query from the network again; through the watcher while ``run()`` watches.
    /// Cancelling the calling task cancels the request and changes nothing.
    public func refresh() async {
        snapshot.isRefreshing = true
        defer { snapshot.isRefreshing = false }
        if let watcher {
            await watcher.refetch()
            return
        }
        if snapshot.state.data == nil { snapshot.state = .loading }
        do {
            apply(
                .success(try await client.fetch(query: query, cachePolicy: .fetchIgnoringCacheData, options: options)))
        } catch {
            if Task.isCancelled { return }
            apply(.failure(error))
        }
    }

    private func apply(_ element: Result<GraphQLResult<Query.Data>, any Error>) {
        var next = snapshot
        switch element {
        case .success(let result):
            next.errors = result.errors
            if let data = result.data {
                next.state = .loaded(data, source: result.source)
            } else {
                next.state = .failed(
                    MissingDataError(operationName: Query.operationName, errors: result.errors),
                    lastData: next.state.data)
            }
        case .failure(let error):
            next.state = .failed(error, lastData: next.state.data)
        }
        snapshot = next
    }
}
