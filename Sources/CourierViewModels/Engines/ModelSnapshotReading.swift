public import CourierAPI
public import CourierGraphQL

/// A query view model that shows a ``QueryModelEngine``'s snapshot: the read-only properties of
/// ``QueryModel`` and CourierCombine's `PublishedQueryModel`, derived in one place.
@MainActor
public protocol QueryModelSnapshotReading: AnyObject {
    /// The query.
    associatedtype Query: GraphQLQuery
    /// Everything the model shows (observed, or `@Published`, by the conforming model).
    var snapshot: QueryModelEngine<Query>.Snapshot { get }
}

extension QueryModelSnapshotReading {
    /// What to show.
    public var state: QueryState<Query.Data> { snapshot.state }
    /// The GraphQL errors that came with the last result (partial data).
    public var errors: [GraphQLError] { snapshot.errors }
    /// Whether `refresh()` is running.
    public var isRefreshing: Bool { snapshot.isRefreshing }
    /// Whether `run()` is watching.
    public var isRunning: Bool { snapshot.isRunning }
    /// The data to show (loaded, or kept by a failure).
    public var data: Query.Data? { snapshot.state.data }
}

/// A mutation view model that shows a ``MutationModelEngine``'s snapshot: the read-only
/// properties of ``MutationModel`` and CourierCombine's `PublishedMutationModel`.
@MainActor
public protocol MutationModelSnapshotReading: AnyObject {
    /// The submission's input.
    associatedtype Input: Sendable
    /// The submission's output.
    associatedtype Output: Sendable
    /// Everything the model shows.
    var snapshot: MutationModelEngine<Input, Output>.Snapshot { get }
}

extension MutationModelSnapshotReading {
    /// The submission's state.
    public var state: MutationState<Output> { snapshot.state }
    /// How many submissions were rejected because one was running.
    public var rejectedSubmissions: Int { snapshot.rejectedSubmissions }
    /// Whether a submission is in flight.
    public var isRunning: Bool { snapshot.state.isRunning }
}

/// A paged-list view model that shows a ``PagedListModelEngine``'s snapshot: the read-only
/// properties of ``PagedListModel`` and CourierCombine's `PublishedPagedListModel`.
@MainActor
public protocol PagedListModelSnapshotReading: AnyObject {
    /// The paginated query.
    associatedtype Query: GraphQLQuery
    /// The list's item.
    associatedtype Item: Sendable
    /// Everything the model shows.
    var snapshot: PagedListModelEngine<Query, Item>.Snapshot { get }
}

extension PagedListModelSnapshotReading {
    /// Every loaded item, kept in sync with the cache while `run()` runs.
    public var items: [Item] { snapshot.items }
    /// Whether a page is loading.
    public var isLoadingPage: Bool { snapshot.isLoadingPage }
    /// Whether more pages exist.
    public var hasMore: Bool { snapshot.hasMore }
    /// The error of the last page load, cleared by the next successful one.
    public var error: (any Error)? { snapshot.error }
}
