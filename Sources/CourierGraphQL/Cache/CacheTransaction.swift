public import CourierAPI

/// Reads and writes against a ``GraphQLStore`` inside ``GraphQLStore/perform(_:)``: queries and
/// fragments in and out of the generated types, in-place updates, removals.
///
/// Writes go straight to the storage; when the transaction's closure returns (or throws), the
/// store notifies the watchers whose fields changed, once. A transaction must not escape its
/// closure.
public final class CacheTransaction {
    let cache: any NormalizedCache
    let configuration: GraphQLStoreConfiguration
    let layers: [OptimisticLayer]
    /// The store's normalizer memos, shared by its transactions.
    let memos: NormalizerMemos
    /// The fields written or removed so far.
    var changedKeys = CacheChangeSet()
    /// Whether ``clear()`` ran (every watcher re-reads then).
    var didClear = false

    init(
        cache: any NormalizedCache, configuration: GraphQLStoreConfiguration, layers: [OptimisticLayer],
        memos: NormalizerMemos = NormalizerMemos()
    ) {
        self.cache = cache
        self.configuration = configuration
        self.layers = layers
        self.memos = memos
    }

    /// A normalizer for a write with `variables`, starting from the store's memos; give its memos
    /// back with ``keepMemos(of:)``.
    func makeNormalizer(variables: JSONObject) -> Normalizer {
        let (collector, keyFieldMemo) = memos.take(variables: variables)
        return Normalizer(
            configuration: configuration, collector: collector, keyFieldMemo: keyFieldMemo,
            receivedAt: configuration.clock.now())
    }

    /// Keeps what `normalizer` memoized for the store's next write.
    func keepMemos(of normalizer: Normalizer) {
        memos.keep(normalizer.collector, normalizer.keyFieldMemo)
    }

    // MARK: Reading

    /// Reads a query's data from the cache.
    ///
    /// - Parameters:
    ///   - query: The query (its variables select the fields' arguments).
    ///   - allowingStale: Whether records older than their maximum age may answer.
    /// - Returns: The data.
    /// - Throws: ``GraphQLCacheError`` — `missingField`/`staleRecord` for a miss.
    public func read<Query: GraphQLQuery>(query: Query, allowingStale: Bool = false) throws(GraphQLCacheError)
        -> Query.Data
    {
        var reader = makeReader(variables: query.__variables, tracking: false, allowingStale: allowingStale)
        return try reader.read(Query.Data.self, key: .queryRoot)
    }

    /// Reads a fragment from the record `key`.
    ///
    /// - Parameters:
    ///   - fragment: The generated fragment type.
    ///   - key: The object's record key, e.g. `Droid:2001`.
    ///   - variables: Variables the fragment's field arguments use.
    ///   - allowingStale: Whether expired records may answer.
    /// - Returns: The fragment.
    /// - Throws: ``GraphQLCacheError``.
    public func readFragment<Fragment: GraphQLFragment>(
        _ fragment: Fragment.Type, key: CacheKey, variables: JSONObject = JSONObject(), allowingStale: Bool = false
    ) throws(GraphQLCacheError) -> Fragment {
        var reader = makeReader(variables: variables, tracking: false, allowingStale: allowingStale)
        return try reader.read(Fragment.self, key: key)
    }

    /// The stored record with `key` (optimistic layers applied), or `nil`.
    ///
    /// - Parameter key: The record key.
    /// - Returns: The record.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    public func record(forKey key: CacheKey) throws(GraphQLCacheError) -> CacheRecord? {
        try GraphQLStore.load(key, cache: cache, layers: layers)
    }

    // MARK: Writing

    /// Writes an operation's data: a query's under `QUERY_ROOT`, a mutation's under
    /// `MUTATION_ROOT`, a subscription's under `SUBSCRIPTION_ROOT`; keyed objects go to their own
    /// records.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - operation: The operation (its variables select the fields' arguments).
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    @discardableResult
    public func write<Operation: GraphQLOperation>(data: Operation.Data, for operation: Operation)
        throws(GraphQLCacheError) -> CacheChangeSet
    {
        try write(
            json: data.__json, as: Operation.Data.self, key: .root(for: Operation.operationType),
            variables: operation.__variables)
    }

    /// Writes a response's `data` object as it came off the wire (no generated value needed).
    ///
    /// - Parameters:
    ///   - responseData: The `data` member of the response.
    ///   - operation: The operation it answers.
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    @discardableResult
    public func write<Operation: GraphQLOperation>(responseData: JSONObject, for operation: Operation)
        throws(GraphQLCacheError) -> CacheChangeSet
    {
        try write(
            json: responseData, as: Operation.Data.self, key: .root(for: Operation.operationType),
            variables: operation.__variables)
    }

    /// Writes a fragment to the record `key`.
    ///
    /// - Parameters:
    ///   - fragment: The fragment's data.
    ///   - key: The record key, e.g. `Droid:2001`.
    ///   - variables: Variables the fragment's field arguments use.
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    @discardableResult
    public func writeFragment<Fragment: GraphQLFragment>(
        _ fragment: Fragment, key: CacheKey, variables: JSONObject = JSONObject()
    ) throws(GraphQLCacheError) -> CacheChangeSet {
        try write(json: fragment.__json, as: Fragment.self, key: key, variables: variables)
    }

    /// Reads a query, lets `body` change it, and writes it back.
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - body: Changes the data (generated values are immutable: assign a new one).
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError`` when the read misses or the write fails; what `body` throws.
    @discardableResult
    public func update<Query: GraphQLQuery>(query: Query, _ body: (inout Query.Data) throws -> Void) throws
        -> CacheChangeSet
    {
        var data = try read(query: query, allowingStale: true)
        try body(&data)
        return try write(data: data, for: query)
    }

    /// Removes the record `key` (references to it become misses).
    ///
    /// - Parameter key: The record key.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    public func removeObject(forKey key: CacheKey) throws(GraphQLCacheError) {
        try remove([key])
    }

    /// Removes every record whose key matches `pattern`.
    ///
    /// - Parameter pattern: E.g. `.prefix("Review:")`.
    /// - Returns: The keys removed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    @discardableResult
    public func removeObjects(matching pattern: CacheKeyPattern) throws(GraphQLCacheError) -> Set<CacheKey> {
        let keys: Set<CacheKey>
        do { keys = try cache.allKeys().filter(pattern.matches) } catch { throw .wrapping(error) }
        try remove(keys)
        return keys
    }

    /// Removes every record.
    ///
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    public func clear() throws(GraphQLCacheError) {
        do { try cache.clear() } catch { throw .wrapping(error) }
        didClear = true
    }

    // MARK: Internals

    func write(json: JSONObject, as type: any SelectionSet.Type, key: CacheKey, variables: JSONObject)
        throws(GraphQLCacheError) -> CacheChangeSet
    {
        try write(wireObject: JSONValue.object(json), as: type, key: key, variables: variables)
    }

    private func remove(_ keys: Set<CacheKey>) throws(GraphQLCacheError) {
        guard !keys.isEmpty else { return }
        do {
            for record in try cache.loadRecords(forKeys: keys).values {
                changedKeys.insertFields(of: record)
            }
            try cache.removeRecords(forKeys: keys)
        } catch {
            throw .wrapping(error)
        }
    }

    func makeReader(variables: JSONObject, tracking: Bool, allowingStale: Bool) -> CacheReader {
        let cache = cache
        let layers = layers
        let configuration = configuration
        var isStale: ((CacheRecord) -> Bool)?
        if !allowingStale, configuration.maxAge != nil || !configuration.maxAgeByTypename.isEmpty {
            let now = configuration.clock.now()
            isStale = { record in
                guard let receivedAt = record.receivedAt else { return false }
                let typename: String? = if case .scalar(.string(let name))? = record["__typename"] { name } else { nil }
                guard let maxAge = configuration.maxAge(forTypename: typename) else { return false }
                return now - receivedAt > maxAge
            }
        }
        return CacheReader(
            variables: variables, tracksDependencies: tracking, isStale: isStale,
            fieldPolicy: configuration.fieldPolicy,
            policyKey: { configuration.fieldPolicyKey(typename: $0, arguments: $1) },
            load: { key throws(GraphQLCacheError) in try GraphQLStore.load(key, cache: cache, layers: layers) }
        )
    }
}

extension CacheKey {
    /// The root record of an operation type.
    ///
    /// - Parameter operationType: Query, mutation or subscription.
    /// - Returns: `QUERY_ROOT`, `MUTATION_ROOT` or `SUBSCRIPTION_ROOT`.
    public static func root(for operationType: GraphQLOperationType) -> CacheKey {
        switch operationType {
        case .query: return .queryRoot
        case .mutation: return .mutationRoot
        case .subscription: return .subscriptionRoot
        }
    }
}
