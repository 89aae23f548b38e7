public import CourierAPI
public import CourierGraphQL
public import Observation

/// A view model for one query: its ``state`` (loading, loaded with the data's source, failed),
/// kept current by a ``/CourierGraphQL/GraphQLQueryWatcher``, so a mutation or fetch elsewhere that changes the
/// data the query read updates the screen.
///
/// The caller owns the lifetime: ``run()`` watches until the task that called it is cancelled.
///
/// ```swift
/// // SwiftUI: the view's task starts and stops the watch.
/// struct HeroView: View {
///     @State var model: QueryModel<HeroAndFriendsQuery>
///     var body: some View {
///         content(model.state)
///             .task { await model.run() }
///             .refreshable { await model.refresh() }
///     }
/// }
///
/// // Anywhere else: own the task.
/// let watching = Task { await model.run() }
/// ...
/// watching.cancel()
/// ```
///
/// - Failures: a failed fetch makes the state ``QueryState/failed(_:lastData:)`` and keeps the
///   data shown before in `lastData`, so a screen can keep its content under an error banner; the
///   next value (a store change, ``refresh()``) brings it back to ``QueryState/loaded(_:source:)``.
///   An answer with GraphQL errors and partial data is loaded data, with the errors in
///   ``errors``; an answer with no data at all fails with ``MissingDataError``.
/// - Stopping: when ``run()`` returns, the state stays as it was; calling ``run()`` again resumes
///   (the first value then usually comes from the cache).
///
/// Main-actor isolated, like the views that read it. Its state machine is ``QueryModelEngine``,
/// shared with the `ObservableObject` variant in CourierCombine (iOS 15 and 16).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
public final class QueryModel<Query: GraphQLQuery>: QueryModelSnapshotReading {
    /// Everything the model shows (``state``, ``errors``, the flags), as one observed value.
    public private(set) var snapshot: QueryModelEngine<Query>.Snapshot
    @ObservationIgnored private let engine: QueryModelEngine<Query>

    /// The query.
    public var query: Query { engine.query }

    /// Creates a model; nothing happens until ``run()`` or ``refresh()``.
    /// - Parameters:
    ///   - client: The client.
    ///   - query: The query with its variables.
    ///   - cachePolicy: How the first value is obtained; cache first by default.
    ///   - refetchOnMiss: Whether the watcher fetches from the network when a store change
    ///     leaves the query's cached data incomplete.
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

    /// Fetches the query from the network again (pull-to-refresh). While ``run()`` watches, the
    /// answer arrives through the watcher (it may show a moment after this returns); otherwise
    /// it is applied here. Cancelling the calling task cancels the request and changes nothing.
    public func refresh() async { await engine.refresh() }
}
