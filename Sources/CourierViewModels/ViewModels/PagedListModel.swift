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
/// List(model.items, id: \.id) { item in
///     row(item).onAppear { if item.id == model.items.last?.id { Task { await model.loadMore() } } }
/// }
///     .task { await model.run() }
///     .refreshable { await model.refresh() }
/// ```
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
public final class PagedListModel<Query: GraphQLQuery, Item: Sendable>: PagedListModelSnapshotReading {
    /// Everything the model shows (``items``, the flags, ``error``), as one observed value.
    public private(set) var snapshot: PagedListModelEngine<Query, Item>.Snapshot
    @ObservationIgnored private let engine: PagedListModelEngine<Query, Item>

    /// The paginator behind the list.
    public var paginator: Paginator<Query, Item> { engine.paginator }

    /// Creates a model.
    /// - Parameter paginator: The paginator (owned by this model from now on).
    public init(paginator: Paginator<Query, Item>) {
        engine = PagedListModelEngine(paginator: paginator)
        snapshot = engine.snapshot
        engine.onChange = { [weak self] in self?.snapshot = $0 }
    }

    /// Loads the first page if none is loaded, then follows the merged list until the calling
    /// task is cancelled (SwiftUI: `.task { await model.run() }`).
    public func run() async { await engine.run() }

    /// Loads the next page. A call while a page loads joins that load (the paginator sends no
    /// second request) and returns when it is done; at the end it returns at once.
    public func loadMore() async { await engine.loadMore() }

    /// Forgets the loaded pages and loads the first page again (pull-to-refresh); a page load in
    /// flight is cancelled.
    public func refresh() async { await engine.refresh() }
}
