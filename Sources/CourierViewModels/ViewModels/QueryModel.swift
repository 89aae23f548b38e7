public import CourierAPI
public import CourierGraphQL
public import Observation

/// A view model for one query: its ``state`` (loading, loaded with the data's source, failed),
/// kept current by a ``GraphQLQueryWatcher``, so a mutation or fetch elsewhere that changes the
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
/// Main-actor isolated, like the views that read it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
public final class QueryModel<Query: GraphQLQuery> {
    /// What to show.
    public private(set) var state: QueryState<Query.Data> = .idle
    /// The GraphQL errors that came with the last result (partial data).
    public private(set) var errors: [GraphQLError] = []
    /// Whether ``refresh()`` is running.
    public private(set) var isRefreshing = false
    /// Whether ``run()`` is watching.
    public private(set) var isRunning = false
    /// The query.
    @ObservationIgnored public let query: Query
    @ObservationIgnored private let client: GraphQLClient
    @ObservationIgnored private let cachePolicy: CachePolicy.SingleResponse
    @ObservationIgnored private let refetchOnMiss: Bool
    @ObservationIgnored private let options: GraphQLRequestOptions
    @ObservationIgnored private var watcher: GraphQLQueryWatcher<Query>?
    @ObservationIgnored private var runs = 0

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
        self.client = client
        self.query = query
        self.cachePolicy = cachePolicy
        self.refetchOnMiss = refetchOnMiss
        self.options = options
    }

    /// The data to show (loaded, or kept by a failure).
    public var data: Query.Data? { state.data }

    /// Watches the query until the calling task is cancelled.
    public func run() async {
        runs += 1
        let run = runs
        let watcher = client.watch(query: query, cachePolicy: cachePolicy, refetchOnMiss: refetchOnMiss, options: options)
        self.watcher = watcher
        isRunning = true
        if state.data == nil { state = .loading }
        for await element in watcher {
            apply(element.mapError { $0 as any Error })
        }
        // A newer run may have started meanwhile (e.g. a view re-appearing): leave it alone.
        if runs == run {
            self.watcher = nil
            isRunning = false
        }
    }

    /// Fetches the query from the network again (pull-to-refresh). While ``run()`` watches, the
    /// answer arrives through the watcher (it may show a moment after this returns); otherwise
    /// it is applied here. Cancelling the calling task cancels the request and changes nothing.
    public func refresh() async {
        isRefreshing = true
        defer { isRefreshing = false }
        if let watcher {
            await watcher.refetch()
            return
        }
        if state.data == nil { state = .loading }
        do {
            apply(.success(try await client.fetch(query: query, cachePolicy: .fetchIgnoringCacheData, options: options)))
        } catch {
            if Task.isCancelled { return }
            apply(.failure(error))
        }
    }

    private func apply(_ element: Result<GraphQLResult<Query.Data>, any Error>) {
        switch element {
        case .success(let result):
            errors = result.errors
            if let data = result.data {
                state = .loaded(data, source: result.source)
            } else {
                state = .failed(MissingDataError(operationName: Query.operationName, errors: result.errors), lastData: state.data)
            }
        case .failure(let error):
            state = .failed(error, lastData: state.data)
        }
    }
}
