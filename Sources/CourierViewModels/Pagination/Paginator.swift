public import CourierAPI
public import CourierGraphQL

/// A paginator over a generated query: loads cursor (Relay connection) or offset pages one at a
/// time, keeps the merged list of every loaded item, and keeps that list in sync with the cache.
///
/// Make one with ``forward(_:query:page:)``, ``backward(_:query:page:)`` or
/// ``offset(_:pageSize:startOffset:query:page:)``: one closure makes the query for a page from a
/// cursor or offset, the other takes the items and the page info out of the page's data.
///
/// ```swift
/// let friends = Paginator.forward(.client(client), query: { after in
///     HeroFriendsPageQuery(first: 10, after: after.map { .some($0) } ?? .none)
/// }, page: { data in
///     data.hero.map { CursorPage(items: ..., pageInfo: ...) }
/// })
/// let everyone = try await friends.loadAll(limit: 20)
/// ```
///
/// - Concurrency: ``loadNext()`` never requests the same page twice at once: a call made while a
///   page is loading joins that load and returns the same page.
/// - Termination: at the end ``loadNext()`` returns `nil`; an error (transport, GraphQL, or a
///   ``PaginationError``) is thrown and leaves the loaded pages and the position as they were, so
///   the next call retries the same page; cancelling the calling task cancels the request once
///   every caller waiting for it is cancelled.
/// - Cache: when the source can watch (``PageSource/watch``), each loaded page is watched, so a
///   mutation or cache write that changes an item updates ``items`` and ``itemUpdates()``.
public actor Paginator<Query: GraphQLQuery, Item: Sendable> {
    /// One loaded page.
    public struct Page: Sendable {
        /// The page's zero-based index in load order.
        public let index: Int
        /// The page's items, in server order.
        public let items: [Item]
        /// Where the page came from.
        public let source: GraphQLResultSource
        /// Whether another page follows (in the paginator's direction).
        public let hasMore: Bool
    }

    /// Where a page starts.
    enum Position: Hashable, Sendable {
        case cursor(String?)
        case offset(Int)
    }

    /// What a page's data means for the paginator.
    struct Step: Sendable {
        let items: [Item]
        /// The next page's position, `nil` at the end.
        let next: Position?
    }

    /// How positions turn into queries and data into steps.
    struct Strategy: Sendable {
        let start: Position
        /// Whether later pages go before earlier ones in the merged list.
        let prepends: Bool
        let makeQuery: @Sendable (Position) -> Query
        let read: @Sendable (Position, Query.Data) -> Step?
    }

    struct LoadedPage {
        let position: Position
        let query: Query
        var items: [Item]
        var watchTask: Task<Void, Never>?
    }

    struct InFlight {
        let id: Int
        let task: Task<Page?, any Error>
        var waiters: Int
        var cancelledWaiters = 0
    }

    let source: PageSource<Query>
    let strategy: Strategy
    var nextPosition: Position?
    var loaded: [LoadedPage] = []
    var inFlight: InFlight?
    var loadCounter = 0
    /// Bumped by ``reset()``: answers and watch updates from before it are dropped.
    var epoch = 0
    var subscribers: [Int: AsyncStream<[Item]>.Continuation] = [:]
    var nextSubscriber = 0

    init(source: PageSource<Query>, strategy: Strategy) {
        self.source = source
        self.strategy = strategy
        self.nextPosition = strategy.start
    }

    deinit {
        inFlight?.task.cancel()
        for page in loaded { page.watchTask?.cancel() }
        for subscriber in subscribers.values { subscriber.finish() }
    }

    /// Whether another page can be loaded.
    public var hasMore: Bool { nextPosition != nil }

    /// The number of pages loaded.
    public var pageCount: Int { loaded.count }

    /// Whether a page is loading.
    public var isLoading: Bool { inFlight != nil }

    /// The number of ``loadNext()`` calls waiting for the load in flight (for tests).
    var waiterCount: Int { inFlight?.waiters ?? 0 }

    /// Every loaded item: pages in list order (load order; reversed for a backward paginator),
    /// each page's items as the cache last reported them.
    public var items: [Item] {
        let pages = strategy.prepends ? loaded.reversed() : loaded
        return pages.flatMap(\.items)
    }

    /// Loads the next page, or joins the load in flight.
    ///
    /// - Returns: The page, or `nil` when there are no more pages.
    /// - Throws: What the source throws (e.g. ``/CourierGraphQL/GraphQLClientError``), ``PaginationError``, or
    ///   `CancellationError`; the position stays, so the next call retries the same page.
    public func loadNext() async throws -> Page? {
        try Task.checkCancellation()
        let current: InFlight
        if var joined = inFlight {
            joined.waiters += 1
            current = joined
        } else {
            guard let position = nextPosition else { return nil }
            loadCounter += 1
            let id = loadCounter
            let epoch = epoch
            current = InFlight(id: id, task: Task { try await self.load(position, id: id, epoch: epoch) }, waiters: 1)
        }
        inFlight = current
        let task = current.task
        let id = current.id
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            Task { await self.waiterCancelled(id) }
        }
    }

    /// Loads pages until the end or until `limit` pages are loaded in all.
    ///
    /// The "expand and reduce" of the reactive days: each page's position comes from the one
    /// before, and the result is the merged list. Reaching `limit` is not an error: ``hasMore``
    /// says whether pages remain.
    ///
    /// - Parameter limit: The most pages the paginator holds when this returns (pages loaded
    ///   earlier count).
    /// - Returns: ``items`` after the last page.
    /// - Throws: What ``loadNext()`` throws; the pages loaded before the error stay.
    public func loadAll(limit: Int = .max) async throws -> [Item] {
        while loaded.count < limit, try await loadNext() != nil {}
        return items
    }

    /// Forgets every page (ending their watches), cancels a load in flight and starts again from
    /// the first page on the next ``loadNext()``: pull-to-refresh.
    public func reset() {
        epoch += 1
        inFlight?.task.cancel()
        inFlight = nil
        for page in loaded { page.watchTask?.cancel() }
        loaded = []
        nextPosition = strategy.start
        publish()
    }

    private func waiterCancelled(_ id: Int) {
        guard var current = inFlight, current.id == id else { return }
        current.cancelledWaiters += 1
        inFlight = current
        if current.cancelledWaiters >= current.waiters { current.task.cancel() }
    }

    private func load(_ position: Position, id: Int, epoch: Int) async throws -> Page? {
        defer { if inFlight?.id == id { inFlight = nil } }
        let query = strategy.makeQuery(position)
        let result = try await source.fetch(query)
        guard epoch == self.epoch else { throw CancellationError() }
        let index = loaded.count
        guard let data = result.data, let step = strategy.read(position, data) else {
            throw PaginationError(.missingPage, pageIndex: index, errors: result.errors)
        }
        if step.next == position {
            throw PaginationError(.positionDidNotAdvance, pageIndex: index, errors: result.errors)
        }
        nextPosition = step.next
        loaded.append(LoadedPage(position: position, query: query, items: step.items))
        startWatching(index)
        publish()
        return Page(index: index, items: step.items, source: result.source, hasMore: step.next != nil)
    }
}
