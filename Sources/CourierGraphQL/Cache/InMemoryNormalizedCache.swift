/// A ``NormalizedCache`` in memory, with an optional record-count cap enforced by evicting the
/// least recently used records.
///
/// Records live in a `RecordTable` (insertion-ordered arrays behind a compact index), so
/// reading back a response's records in the order it wrote them walks memory forwards.
///
/// Owned by one ``GraphQLStore`` (not `Sendable`): no locking.
public final class InMemoryNormalizedCache: NormalizedCache {
    private struct Entry {
        var record: CacheRecord
        var lastUse: UInt64
    }

    private var entries = RecordTable<Entry>()
    private var clock: UInt64 = 0
    /// The most records kept, or `nil` for no limit.
    public let maximumRecordCount: Int?
    /// How many records were evicted to keep under ``maximumRecordCount`` since creation.
    public private(set) var evictionCount = 0

    /// Creates an empty cache.
    ///
    /// - Parameter maximumRecordCount: The most records to keep; when a merge goes above it the
    ///   least recently loaded or merged records are evicted down to 90 % of it (root records
    ///   are never evicted). `nil` for no limit.
    public init(maximumRecordCount: Int? = nil) {
        self.maximumRecordCount = maximumRecordCount.map { max(1, $0) }
    }

    /// The number of records.
    public var count: Int { entries.count }

    /// Loads the records and marks them used.
    public func loadRecords(forKeys keys: Set<CacheKey>) throws -> CacheRecordSet {
        var result = CacheRecordSet(minimumCapacity: keys.count)
        clock &+= 1
        for key in keys {
            guard let position = entries.position(of: key) else { continue }
            entries[position].lastUse = clock
            result[key] = entries[position].record
        }
        return result
    }

    /// Loads one record and marks it used.
    public func loadRecord(forKey key: CacheKey) throws -> CacheRecord? {
        guard let position = entries.position(of: key) else { return nil }
        clock &+= 1
        entries[position].lastUse = clock
        return entries[position].record
    }

    /// Merges the records, marks them used and evicts when over the cap.
    public func merge(records: CacheRecordSet) throws -> CacheChangeSet {
        var fieldCount = 0
        for index in records.indices { fieldCount += records.values[index].count }
        return merge(records.values, count: records.count, fieldCount: fieldCount)
    }

    /// Merges the batch in its order (new records are laid out in the order a read of the
    /// response visits them), marks the records used and evicts when over the cap.
    public func merge(batch: CacheRecordBatch) throws -> CacheChangeSet {
        merge(batch.table.values, count: batch.count, fieldCount: batch.fieldCount)
    }

    private func merge(_ records: some Sequence<CacheRecord>, count: Int, fieldCount: Int) -> CacheChangeSet {
        var changes = CacheChangeSet()
        changes.reserveCapacity(records: count, fields: fieldCount)
        clock &+= 1
        entries.reserveCapacity(entries.count + count)
        for record in records {
            let found = entries.findOrAppend(record.key) { Entry(record: record, lastUse: clock) }
            if found.appended {
                changes.insertFields(of: record)
            } else {
                entries[found.position].record.merge(record, recordingChangesIn: &changes)
                entries[found.position].lastUse = clock
            }
        }
        evictIfNeeded()
        return changes
    }

    /// Removes the records with the given keys.
    public func removeRecords(forKeys keys: Set<CacheKey>) throws {
        for key in keys { entries.remove(key) }
    }

    /// Removes the records whose keys match.
    public func removeRecords(matching pattern: CacheKeyPattern) throws -> Set<CacheKey> {
        let keys = Set(entries.keys.filter(pattern.matches))
        for key in keys { entries.remove(key) }
        return keys
    }

    /// Every key.
    public func allKeys() throws -> Set<CacheKey> { Set(entries.keys) }

    /// Removes everything.
    public func clear() throws { entries.removeAll() }

    private func evictIfNeeded() {
        guard let limit = maximumRecordCount, entries.count > limit else { return }
        let target = max(1, limit * 9 / 10)
        let roots: Set<CacheKey> = [.queryRoot, .mutationRoot, .subscriptionRoot]
        let candidates = entries.keys.indices.filter { !roots.contains(entries.keys[$0]) }
            .sorted { entries[$0].lastUse < entries[$1].lastUse }
            .map { entries.keys[$0] }
        for key in candidates.prefix(entries.count - target) {
            entries.remove(key)
            evictionCount += 1
        }
    }
}
