public import CourierAPI

/// A registered watcher as the store sees it: what it depends on and how to re-read.
protocol CacheWatcher: AnyObject {
    /// The fields the last read touched.
    var dependencies: DependencySet { get }
    /// Re-reads through `transaction` and emits when the result differs from the last emission.
    func refresh(_ transaction: CacheTransaction)
    /// Ends the stream.
    func finish()
}

/// A watcher of one query with its variables; lives in the store's isolation.
final class QueryWatcher<Query: GraphQLQuery>: CacheWatcher {
    typealias Element = Result<Query.Data, GraphQLCacheError>

    private enum Emission {
        case none
        case value(Query.Data)
        case miss(String)
    }

    private let query: Query
    private let continuation: AsyncStream<Element>.Continuation
    private(set) var dependencies = DependencySet()
    private var last = Emission.none

    init(query: Query, continuation: AsyncStream<Element>.Continuation) {
        self.query = query
        self.continuation = continuation
    }

    func refresh(_ transaction: CacheTransaction) {
        var reader = transaction.makeReader(variables: query.__variables, tracking: true, allowingStale: true)
        let result = Result { () throws(GraphQLCacheError) -> Query.Data in try reader.read(Query.Data.self, key: .queryRoot) }
        dependencies = reader.dependencies
        switch (result, last) {
        case (.success(let data), .value(let previous)) where data == previous:
            return
        case (.failure(let error), .miss(let previous)) where error.description == previous:
            return
        case (.success(let data), _):
            last = .value(data)
        case (.failure(let error), _):
            last = .miss(error.description)
        }
        continuation.yield(result)
    }

    func finish() { continuation.finish() }
}

extension GraphQLStore {
    /// Watches a query in the cache.
    ///
    /// The sequence yields the query's current result at once (`.failure` with a miss when the
    /// cache cannot answer), then again each time a write, removal or optimistic layer changes a
    /// field the last read touched **and** the new result differs from the last one yielded: an
    /// update that changes nothing, or changes fields the query does not read, yields nothing.
    /// Watchers read expired records (expiry only affects one-off reads).
    ///
    /// Buffering: only the newest unconsumed result is kept; a slow consumer skips intermediate
    /// results, never sees a stale one after a newer one.
    ///
    /// Termination: the sequence ends when the consuming task is cancelled or the iterator is
    /// dropped; the store then unregisters the watcher (``activeWatcherCount`` goes down).
    ///
    /// - Parameter query: The query with its variables.
    /// - Returns: The results.
    public func watch<Query: GraphQLQuery>(query: Query) -> AsyncStream<Result<Query.Data, GraphQLCacheError>> {
        var captured: AsyncStream<Result<Query.Data, GraphQLCacheError>>.Continuation?
        let stream = AsyncStream(Result<Query.Data, GraphQLCacheError>.self, bufferingPolicy: .bufferingNewest(1)) { captured = $0 }
        guard let continuation = captured else { return stream }
        let identifier = nextIdentifier
        nextIdentifier += 1
        let watcher = QueryWatcher(query: query, continuation: continuation)
        watchers[identifier] = watcher
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeWatcher(identifier) }
        }
        watcher.refresh(makeTransaction())
        return stream
    }

    /// The number of registered watchers.
    public var activeWatcherCount: Int { watchers.count }

    /// The number of dependencies (record fields) all watchers hold, for memory measurements.
    public var watcherDependencyCount: Int { watchers.values.reduce(0) { $0 + $1.dependencies.count } }

    func removeWatcher(_ identifier: Int) {
        watchers.removeValue(forKey: identifier)
    }
}
