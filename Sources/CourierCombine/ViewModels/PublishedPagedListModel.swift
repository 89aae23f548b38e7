#if canImport(Combine)
public import Combine
public import CourierAPI
public import CourierViewModels

/// A view model for a paginated list that works before Observation (iOS 15 and 16): an
/// `ObservableObject` whose ``snapshot`` is `@Published`, with the same behaviour as
/// ``CourierViewModels/PagedListModel`` — both run one ``CourierViewModels/PagedListModelEngine``.
///
/// ``run()`` loads the first page and follows the merged list until the calling task is
/// cancelled; ``loadMore()`` loads the next page; ``refresh()`` starts again from the first page.
@MainActor
public final class PublishedPagedListModel<Query: GraphQLQuery, Item: Sendable>: ObservableObject,
    PagedListModelSnapshotReading
{
    /// Everything the model shows, republished on every change.
    @Published public private(set) var snapshot: PagedListModelEngine<Query, Item>.Snapshot
    private let engine: PagedListModelEngine<Query, Item>

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
    /// task is cancelled.
    public func run() async { await engine.run() }

    /// Loads the next page, or joins the load in flight; at the end returns at once.
    public func loadMore() async { await engine.loadMore() }

    /// Forgets the loaded pages and loads the first page again; a load in flight is cancelled.
    public func refresh() async { await engine.refresh() }
}
#endif
