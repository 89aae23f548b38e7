public import CourierAPI

/// The state machine behind a paged-list view model: the merged items, loading, the end and the
/// last page's error, shared by ``PagedListModel`` (Observation) and CourierCombine's
/// `ObservableObject` paged-list model so that the two cannot behave differently.
///
/// A view model holds one, forwards ``run()``, ``loadMore()`` and ``refresh()`` and republishes
/// ``snapshot`` through ``onChange``. Semantics are those documented on ``PagedListModel``.
@MainActor
public final class PagedListModelEngine<Query: GraphQLQuery, Item: Sendable> {
    /// Everything a paged-list view model shows, as one value.
    public struct Snapshot {
        /// Every loaded item.
        public var items: [Item] = []
        /// How many page loads are in flight.
        public var loadsInFlight = 0
        /// Whether more pages exist.
        public var hasMore = true
        /// The error of the last page load, cleared by the next successful one.
        public var error: (any Error)?

        /// Whether a page is loading.
        public var isLoadingPage: Bool { loadsInFlight > 0 }
    }

    /// The current values; every change is passed to ``onChange``.
    public private(set) var snapshot = Snapshot() {
        didSet { onChange?(snapshot) }
    }
    /// Called with the new snapshot after every change.
    public var onChange: ((Snapshot) -> Void)?
    /// The paginator behind the list.
    public let paginator: Paginator<Query, Item>

    /// Creates an engine.
    /// - Parameter paginator: The paginator (owned by this engine from now on).
    public init(paginator: Paginator<Query, Item>) {
        self.paginator = paginator
    }

    /// Loads the first page if none is loaded, then follows the merged list until the calling
    /// task is cancelled.
    public func run() async {
        let updates = await paginator.itemUpdates()
        if await paginator.pageCount == 0 { await loadMore() }
        for await items in updates { snapshot.items = items }
    }

    /// Loads the next page, or joins the load in flight; at the end returns at once.
    public func loadMore() async {
        guard snapshot.hasMore else { return }
        await load()
    }

    /// Forgets the loaded pages and loads the first page again; a load in flight is cancelled.
    public func refresh() async {
        await paginator.reset()
        snapshot.hasMore = true
        await load()
    }

    private func load() async {
        snapshot.loadsInFlight += 1
        defer { snapshot.loadsInFlight -= 1 }
        do {
            _ = try await paginator.loadNext()
            snapshot.error = nil
        } catch is CancellationError {
            // The view went away; nothing to show.
        } catch {
            snapshot.error = error
        }
        let items = await paginator.items
        let hasMore = await paginator.hasMore
        snapshot.items = items
        snapshot.hasMore = hasMore
    }
}
