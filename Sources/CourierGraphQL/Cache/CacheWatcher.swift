public import CourierAPI

/// A registered watcher as the store sees it: what it depends on and how to re-read.
protocol CacheWatcher: AnyObject {
    /// The fields the last read touched.
    var dependencies: DependencySet { get }
    /// How many times the read changed; every emission carries it, so a reader can tell an
    /// emission made before a given write from one made after it.
    var generation: Int { get }
    /// Re-reads through `transaction` and, when `emits`, emits when the result differs from the
    /// last read (a silent re-read still counts as the last read, so it is not emitted later).
    func refresh(_ transaction: CacheTransaction, emits: Bool)
    /// Ends the stream.
    func finish()
}

/// One element of a store watch as the client's watcher sees it: the read, how many complete
/// reads the watch has made up to and including it, and its generation.
///
/// The stream keeps only its newest element, so a complete read can be replaced by a later miss
/// before anyone takes it; the count still tells that the data was complete in between.
struct StoreWatchUpdate<Data: Sendable>: Sendable {
    /// The read: the data, or why the store cannot answer.
    let result: Result<Data, GraphQLCacheError>
    /// The number of complete reads so far, this one included; it never decreases.
    let completeReads: Int
    /// The watch's ``CacheWatcher/generation`` at this read; it increases with every change.
    let generation: Int
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
    private let emit: (Element, Int, Int) -> Void
    private let end: () -> Void
    private(set) var dependencies = DependencySet()
    private var last = Emission.none
    private var completeReads = 0
    private(set) var generation = 0

    /// - Parameters:
    ///   - emit: Hands on a changed read with the number of complete reads so far and the
    ///     generation.
    ///   - end: Ends the stream.
    init(query: Query, emit: @escaping (Element, Int, Int) -> Void, end: @escaping () -> Void) {
        self.query = query
        self.emit = emit
        self.end = end
    }

    func refresh(_ transaction: CacheTransaction, emits: Bool) {
        var reader = transaction.makeReader(variables: query.__variables, tracking: true, allowingStale: true)
        let result = Result { () throws(GraphQLCacheError) -> Query.Data in
            try reader.read(Query.Data.self, key: .queryRoot)
        }
        dependencies = reader.dependencies
        switch (result, last) {
        case (.success(let data), .value(let previous)) where data == previous:
            return
        case (.failure(let error), .miss(let previous)) where error.description == previous:
            return
        case (.success(let data), _):
            last = .value(data)
            completeReads += 1
        case (.failure(let error), _):
            last = .miss(error.description)
        }
        generation += 1
        if emits { emit(result, completeReads, generation) }
    }

    func finish() { end() }
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
        register(query) { result, _, _ in result }.stream
    }

    /// Watches a query in the cache like ``watch(query:)``, each read with the number of complete
    /// reads so far (what the client's watcher needs to tell that data it never took was
    /// complete before it went missing) and its generation; with the watch's identifier, which
    /// ``write(responseData:for:deliveredTo:)`` takes.
    func watchUpdates<Query: GraphQLQuery>(
        query: Query
    ) -> (stream: AsyncStream<StoreWatchUpdate<Query.Data>>, identifier: Int) {
        register(query) { result, completeReads, generation in
            StoreWatchUpdate(result: result, completeReads: completeReads, generation: generation)
        }
    }

    /// Registers a watcher of `query` whose reads become `Element`s of a stream that keeps the
    /// newest one, and yields the first read at once.
    private func register<Query: GraphQLQuery, Element: Sendable>(
        _ query: Query,
        element: @escaping @Sendable (Result<Query.Data, GraphQLCacheError>, Int, Int) -> Element
    ) -> (stream: AsyncStream<Element>, identifier: Int) {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .bufferingNewest(1))
        let identifier = nextIdentifier
        nextIdentifier += 1
        let watcher = QueryWatcher(
            query: query, emit: { continuation.yield(element($0, $1, $2)) }, end: { continuation.finish() }
        )
        watchers[identifier] = watcher
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeWatcher(identifier) }
        }
        watcher.refresh(makeTransaction(), emits: true)
        return (stream, identifier)
    }

    /// The number of registered watchers.
    public var activeWatcherCount: Int { watchers.count }

    /// The number of dependencies (record fields) all watchers hold, for memory measurements.
    public var watcherDependencyCount: Int { watchers.values.reduce(0) { $0 + $1.dependencies.count } }

    func removeWatcher(_ identifier: Int) {
        watchers.removeValue(forKey: identifier)
    }
}
