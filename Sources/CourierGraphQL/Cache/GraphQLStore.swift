public import CourierAPI

/// The normalized cache: typed reads and writes of generated operations and fragments over an
/// untyped ``NormalizedCache`` storage, with watchers, optimistic layers, expiry and garbage
/// collection.
///
/// An actor: the storage, the optimistic layers and the watchers are its isolated state. Every
/// change goes through a ``CacheTransaction``; when it ends, the watchers whose fields changed
/// re-read and emit (see ``watch(query:)``).
public actor GraphQLStore {
    let cache: any NormalizedCache
    /// How objects are keyed and when records expire.
    public let configuration: GraphQLStoreConfiguration
    var layers: [OptimisticLayer] = []
    var watchers: [Int: any CacheWatcher] = [:]
    var nextIdentifier = 0
    /// How many times a watcher re-read because a field it depends on changed (for tests and
    /// benchmarks).
    public internal(set) var watcherRefreshCount = 0
    /// What one write memoized for the next (see ``NormalizerMemos``).
    let normalizerMemos = NormalizerMemos()

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - cache: The storage; the store owns it from now on.
    ///   - configuration: Keys and expiry.
    public init(
        cache: sending any NormalizedCache = InMemoryNormalizedCache(),
        configuration: GraphQLStoreConfiguration = GraphQLStoreConfiguration()
    ) {
        self.cache = cache
        self.configuration = configuration
    }

    /// Runs `body` with a transaction, then notifies the watchers whose fields changed (also when
    /// `body` throws after writing).
    ///
    /// `body` is `@Sendable` because it runs on the store's actor: a closure written on the main
    /// actor (in an app target with main-actor default isolation, say) is then not inferred to
    /// be main-actor isolated, so calling `perform` from there needs no annotation.
    ///
    /// - Parameter body: Reads and writes.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    public func perform<T: Sendable>(_ body: @Sendable (CacheTransaction) throws -> T) throws -> T {
        let transaction = makeTransaction()
        defer { publish(transaction.changedKeys, everything: transaction.didClear) }
        return try body(transaction)
    }

    func makeTransaction() -> CacheTransaction {
        CacheTransaction(cache: cache, configuration: configuration, layers: layers, memos: normalizerMemos)
    }

    /// Loads a record from the storage with the optimistic layers on top.
    static func load(_ key: CacheKey, cache: any NormalizedCache, layers: [OptimisticLayer]) throws(GraphQLCacheError)
        -> CacheRecord?
    {
        var record: CacheRecord?
        do { record = try cache.loadRecord(forKey: key) } catch { throw .wrapping(error) }
        for layer in layers {
            guard let overlay = layer.records[key] else { continue }
            if record == nil { record = overlay } else { record?.merge(overlay) { _ in } }
        }
        return record
    }

    /// Wakes the watchers that depend on `changed` (all of them when `everything`); the watcher
    /// `silenced` re-reads without emitting (its writer delivers the result itself).
    func publish(_ changed: CacheChangeSet, everything: Bool = false, silenced: Int? = nil) {
        guard everything || !changed.isEmpty, !watchers.isEmpty else { return }
        var hashes = Set<DependencySet.FieldHash>(minimumCapacity: changed.count)
        changed.forEachField { record, field in hashes.insert(DependencySet.hash(record, field)) }
        let transaction = makeTransaction()
        for (identifier, watcher) in watchers where everything || watcher.dependencies.intersects(hashes) {
            watcherRefreshCount += 1
            watcher.refresh(transaction, emits: identifier != silenced)
        }
    }

    // MARK: One-step conveniences

    /// Reads a query's data.
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - allowingStale: Whether expired records may answer.
    /// - Returns: The data.
    /// - Throws: ``GraphQLCacheError``; a miss is `missingField` or `staleRecord`.
    public func read<Query: GraphQLQuery>(query: Query, allowingStale: Bool = false) throws(GraphQLCacheError)
        -> Query.Data
    {
        try makeTransaction().read(query: query, allowingStale: allowingStale)
    }

    /// Reads a fragment from the record `key`.
    ///
    /// - Parameters:
    ///   - fragment: The generated fragment type.
    ///   - key: The record key.
    ///   - variables: Variables its field arguments use.
    /// - Returns: The fragment.
    /// - Throws: ``GraphQLCacheError``.
    public func readFragment<Fragment: GraphQLFragment>(
        _ fragment: Fragment.Type, key: CacheKey, variables: JSONObject = JSONObject()
    ) throws(GraphQLCacheError) -> Fragment {
        try makeTransaction().readFragment(fragment, key: key, variables: variables)
    }

    /// Writes an operation's data and notifies watchers.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - operation: The operation.
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    @discardableResult
    public func write<Operation: GraphQLOperation>(data: Operation.Data, for operation: Operation)
        throws(GraphQLCacheError) -> CacheChangeSet
    {
        let transaction = makeTransaction()
        defer { publish(transaction.changedKeys) }
        return try transaction.write(data: data, for: operation)
    }

    /// Writes a response's raw `data` object and notifies watchers.
    ///
    /// - Parameters:
    ///   - responseData: The response's `data`.
    ///   - operation: The operation it answers.
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    @discardableResult
    public func write<Operation: GraphQLOperation>(responseData: JSONObject, for operation: Operation)
        throws(GraphQLCacheError) -> CacheChangeSet
    {
        let transaction = makeTransaction()
        defer { publish(transaction.changedKeys) }
        return try transaction.write(responseData: responseData, for: operation)
    }

    /// Writes a fragment to the record `key` and notifies watchers.
    ///
    /// - Parameters:
    ///   - fragment: The fragment's data.
    ///   - key: The record key.
    ///   - variables: Variables its field arguments use.
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    @discardableResult
    public func writeFragment<Fragment: GraphQLFragment>(
        _ fragment: Fragment, key: CacheKey, variables: JSONObject = JSONObject()
    ) throws(GraphQLCacheError) -> CacheChangeSet {
        let transaction = makeTransaction()
        defer { publish(transaction.changedKeys) }
        return try transaction.writeFragment(fragment, key: key, variables: variables)
    }

    /// Removes the record `key` and notifies watchers that read it.
    ///
    /// - Parameter key: The record key.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    public func removeObject(forKey key: CacheKey) throws(GraphQLCacheError) {
        let transaction = makeTransaction()
        defer { publish(transaction.changedKeys) }
        try transaction.removeObject(forKey: key)
    }

    /// Removes the records whose keys match and notifies watchers that read them.
    ///
    /// - Parameter pattern: Which keys.
    /// - Returns: The keys removed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    @discardableResult
    public func removeObjects(matching pattern: CacheKeyPattern) throws(GraphQLCacheError) -> Set<CacheKey> {
        let transaction = makeTransaction()
        defer { publish(transaction.changedKeys) }
        return try transaction.removeObjects(matching: pattern)
    }

    /// Removes every record; every watcher re-reads (and reports a miss).
    ///
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    public func clear() throws(GraphQLCacheError) {
        let transaction = makeTransaction()
        defer { publish(transaction.changedKeys, everything: transaction.didClear) }
        try transaction.clear()
    }
}
