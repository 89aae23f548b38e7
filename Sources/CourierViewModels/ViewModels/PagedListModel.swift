public import CourierAPI
public import Observation

/// A view model for a paginated list: the merged items of a ``Paginator``, whether a page is
/// loading, whether more exist, and the last page's error.
///
/// ``run()`` loads the first page and then follows the paginator's merged list (so cache changes
/// to loaded items show) until the calling task is cancelled; ``loadMore()`` loads the next page
/// (call it when the last row appears); ``refresh()`` starts again from the first page.
///
/// ```swift
/// List(model.items, id: \.id) { row($0).onAppear { if $0.id == model.items.last?.id { Task { await model.loadMore() } } } }
///     .task { await model.run() }
///     .refreshable { await model.refresh() }
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
public final class PagedListModel<Query: GraphQLQuery, Item: Sendable> {
    /// Every loaded item, kept in sync with the cache while ``run()`` runs.
    public private(set) var items: [Item] = []
    /// Whether a page is loading.
    public var isLoadingPage: Bool { loadsInFlight > 0 }
    private var loadsInFlight = 0
    /// Whether more pages exist.
    public private(set) var hasMore = true
    /// The error of the last page load, cleared by the next successful one.
    public private(set) var error: (any Error)?
    /// The paginator behind the list.
    @ObservationIgnored public let paginator: Paginator<Query, Item>

    /// Creates a model.
    /// - Parameter paginator: The paginator (owned by this model from now on).
    public init(paginator: Paginator<Query, Item>) {
        self.paginator = paginator
    }

    /// Loads the first page if none is loaded, then follows the merged list until the calling
    /// task is cancelled (SwiftUI: `.task { await model.run() }`).
    public func run() async {
        let updates = await paginator.itemUpdates()
        if await paginator.pageCount == 0 { await loadMore() }
        for await items in updates { self.items = items }
    }

    /// Loads the next page. A call while a page loads joins that load (the paginator sends no
    /// second request) and returns when it is done; at the end it returns at once.
    public func loadMore() async {
        guard hasMore else { return }
        await load()
    }

    /// Forgets the loaded pages and loads the first page again (pull-to-refresh); a page load in
    /// flight is cancelled.
    public func refresh() async {
        await paginator.reset()
        hasMore = true
        await load()
    }

    private func load() async {
        loadsInFlight += 1
        defer { loadsInFlight -= 1 }
        do {
            _ = try await paginator.loadNext()
            error = nil
        } catch is CancellationError {
            // The view went away; nothing to show.
        } catch {
            self.error = error
        }
        items = await paginator.items
        hasMore = await paginator.hasMore
    }
}
