/// A ``NormalizedCache`` in memory, with an optional record-count cap enforced by evicting the
/// least recently used records.
///
/// Records live in a `RecordTable` (insertion-ordered arrays behind a compact index), so
/// reading back a response's records in the order it wrote them walks memory forwards.
///
/// Owned by one ``GraphQLStore`` (not `Sendable`): no locking.
public final class InMemoryNormalizedCache: NormalizedCache {
    private var entries = RecordTable<CacheRecord>()
    /// Each record's last use, parallel to `entries`' positions.
    private var lastUses: [UInt64] = []
    private var clock: UInt64 = 0
    /// Where the record after the last one loaded sits: a read visits a response's records in
    /// the order its write laid them out, so this usually finds the next one without a probe.
    private var nextLoadPosition = 0
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
            lastUses[position] = clock
            result[key] = entries[position]
        }
        return result
    }

    /// Loads one record and marks it used.
    public func loadRecord(forKey key: CacheKey) throws -> CacheRecord? {
        let position: Int
        if nextLoadPosition < entries.count, entries.keys[nextLoadPosition] == key {
            position = nextLoadPosition
        } else if let found = entries.position(of: key) {
            position = found
        } else {
            return nil
        }
        nextLoadPosition = position + 1
        clock &+= 1
        lastUses[position] = clock
        return entries[position]
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
        if entries.count == 0 { return adopt(batch) }
        return merge(batch.table.values, count: batch.count, fieldCount: batch.fieldCount)
    }

    /// Merges `batch` into the empty cache: its table becomes the cache's (shared until either
    /// changes), without looking each record up and copying it.
    private func adopt(_ batch: CacheRecordBatch) -> CacheChangeSet {
        var changes = CacheChangeSet()
        changes.reserveCapacity(records: batch.count, fields: batch.fieldCount)
        clock &+= 1
        entries = batch.table
        lastUses = [UInt64](repeating: clock, count: entries.count)
        for record in entries.values { changes.insertFields(of: record) }
        evictIfNeeded()
        return changes
    }

    private func merge(_ records: some Sequence<CacheRecord>, count: Int, fieldCount: Int) -> CacheChangeSet {
        var changes = CacheChangeSet()
        changes.reserveCapacity(records: count, fields: fieldCount)
        clock &+= 1
        entries.reserveCapacity(entries.count + count)
        lastUses.reserveCapacity(entries.count + count)
        for record in records {
            let found = entries.findOrAppend(record.key) { record }
            if found.appended {
                lastUses.append(clock)
                changes.insertFields(of: record)
            } else {
                entries[found.position].merge(record, recordingChangesIn: &changes)
                lastUses[found.position] = clock
            }
        }
        evictIfNeeded()
        return changes
    }

    /// Removes the records with the given keys.
    public func removeRecords(forKeys keys: Set<CacheKey>) throws {
        for key in keys { remove(key) }
    }

    /// Removes the records whose keys match.
    public func removeRecords(matching pattern: CacheKeyPattern) throws -> Set<CacheKey> {
        let keys = Set(entries.keys.filter(pattern.matches))
        for key in keys { remove(key) }
        return keys
    }

    /// Every key.
    public func allKeys() throws -> Set<CacheKey> { Set(entries.keys) }

    /// Removes everything.
    public func clear() throws {
        entries.removeAll()
        lastUses = []
    }

    /// Removes `key`'s record; the last record's use moves with it into its position.
    private func remove(_ key: CacheKey) {
        guard let position = entries.position(of: key) else { return }
        entries.remove(key)
        lastUses.swapAt(position, lastUses.count - 1)
        lastUses.removeLast()
    }

    private func evictIfNeeded() {
        guard let limit = maximumRecordCount, entries.count > limit else { return }
        let target = max(1, limit * 9 / 10)
        let roots: Set<CacheKey> = [.queryRoot, .mutationRoot, .subscriptionRoot]
        let candidates = entries.keys.indices.filter { !roots.contains(entries.keys[$0]) }
            .sorted { lastUses[$0] < lastUses[$1] }
            .map { entries.keys[$0] }
        for key in candidates.prefix(entries.count - target) {
            remove(key)
            evictionCount += 1
        }
    }
}
