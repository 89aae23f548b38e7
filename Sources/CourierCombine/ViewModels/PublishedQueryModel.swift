#if canImport(Combine)
public import Combine
public import CourierAPI
public import CourierGraphQL
public import CourierViewModels

/// A view model for one query that works before Observation (iOS 15 and 16): an
/// `ObservableObject` whose ``snapshot`` is `@Published`, with the same states, transitions and
/// methods as ``CourierViewModels/QueryModel`` — both run one ``CourierViewModels/QueryModelEngine``.
///
/// ```swift
/// struct HeroView: View {
///     @StateObject var model: PublishedQueryModel<HeroAndFriendsQuery>
///     var body: some View {
///         content(model.state).task { await model.run() }.refreshable { await model.refresh() }
///     }
/// }
/// ```
///
/// `objectWillChange` fires once per change of the snapshot; `$snapshot` publishes the snapshots
/// for Combine pipelines. Main-actor isolated, like the views that read it.
@MainActor
public final class PublishedQueryModel<Query: GraphQLQuery>: ObservableObject, QueryModelSnapshotReading {
    /// Everything the model shows, republished on every change.
    @Published public private(set) var snapshot: QueryModelEngine<Query>.Snapshot
    private let engine: QueryModelEngine<Query>

    /// The query.
    public var query: Query { engine.query }

    /// Creates a model; nothing happens until ``run()`` or ``refresh()``.
    /// - Parameters:
    ///   - client: The client.
    ///   - query: The query with its variables.
    ///   - cachePolicy: How the first value is obtained; cache first by default.
    ///   - refetchOnMiss: Whether the watcher fetches when a store change leaves the query's
    ///     cached data incomplete.
    ///   - options: Per-request choices.
    public init(
        client: GraphQLClient,
        query: Query,
        cachePolicy: CachePolicy.SingleResponse = .returnCacheDataElseFetch,
        refetchOnMiss: Bool = true,
        options: GraphQLRequestOptions = GraphQLRequestOptions()
    ) {
        engine = QueryModelEngine(
            client: client, query: query, cachePolicy: cachePolicy, refetchOnMiss: refetchOnMiss, options: options)
        snapshot = engine.snapshot
        engine.onChange = { [weak self] in self?.snapshot = $0 }
    }

    /// Watches the query until the calling task is cancelled.
    public func run() async { await engine.run() }

    /// Fetches the query from the network again (pull-to-refresh); see
    /// ``CourierViewModels/QueryModel/refresh()``.
    public func refresh() async { await engine.refresh() }
}
#endif
