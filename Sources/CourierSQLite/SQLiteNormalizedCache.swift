import CSQLite
public import CourierGraphQL
public import Foundation

/// A persistent ``/CourierGraphQL/NormalizedCache`` in an SQLite file (the system sqlite3).
///
/// The file is created owner-only (0600), uses write-ahead logging with `synchronous=NORMAL`
/// (a committed merge survives the process being killed), and each ``merge(records:)`` is one
/// transaction of batched upserts: a crash mid-merge loses that merge, nothing committed before.
/// A file that is not a database, is damaged, belongs to another application, or comes from a
/// newer version fails with a typed ``SQLiteCacheError``; ``Options/rebuildIfUnreadable`` opts in
/// to replacing it with an empty cache.
///
/// Faults while running: when the file is deleted (or moved away) under the cache, the next
/// operation notices and starts a new, empty file at the same path (``reopenCount`` counts
/// these); if that cannot be created, the operation fails with ``SQLiteCacheError/Kind/cannotOpen``.
/// When another connection or process holds the file locked longer than
/// ``Options/busyTimeout``, the operation fails with ``SQLiteCacheError/Kind/locked`` and
/// writes nothing.
///
/// Owned by one ``/CourierGraphQL/GraphQLStore`` (not `Sendable`); the connection is not shared.
public final class SQLiteNormalizedCache: NormalizedCache {
    /// Choices made when opening the file.
    public struct Options: Sendable, Hashable {
        /// Replace a corrupt, foreign or newer file with an empty cache instead of failing.
        public var rebuildIfUnreadable: Bool

        /// The most records to keep, or `nil` for no limit: when a merge goes above it, the least
        /// recently loaded or merged records are evicted down to 90 % of it (root records never).
        /// "Least recently" is exact to within a 64th of the cap (exact below a cap of 128): a
        /// record's stored use time is rewritten only once it lags by that many uses.
        public var maximumRecordCount: Int?

        /// Seconds to wait for another connection's lock before failing with
        /// ``SQLiteCacheError/Kind/locked`` (default 5; clamped to 0…86,400).
        public var busyTimeout: TimeInterval

        /// Creates options.
        ///
        /// - Parameters:
        ///   - rebuildIfUnreadable: Whether to replace an unreadable file.
        ///   - maximumRecordCount: The record cap, or `nil`.
        ///   - busyTimeout: Seconds to wait for another connection's lock.
        public init(rebuildIfUnreadable: Bool = false, maximumRecordCount: Int? = nil, busyTimeout: TimeInterval = 5) {
            self.rebuildIfUnreadable = rebuildIfUnreadable
            self.maximumRecordCount = maximumRecordCount.map { max(1, $0) }
            self.busyTimeout = busyTimeout
        }
    }

    private var file: SQLiteOpenFile
    private var connection: SQLiteConnection { file.connection }
    private var select: SQLiteStatement { file.select }
    private var insert: SQLiteStatement { file.insert }
    private var update: SQLiteStatement { file.update }
    private var updateKeepingUse: SQLiteStatement { file.updateKeepingUse }
    private var delete: SQLiteStatement { file.delete }
    private var touch: SQLiteStatement { file.touch }
    private let options: Options
    private var maximumRecordCount: Int? { options.maximumRecordCount }
    // The use counter: bumped by each load and merge; loads are recorded in `touched` and written
    // with the next merge, so that reads do not write. Stored uses lag it by up to its granularity.
    private var uses: SQLiteUseClock
    private var touched: [String: Int64] = [:]
    // The field names of the records loaded last, reused while the next ones have the same.
    private var fieldNames = FieldNameInterner()
    /// How many records were evicted to keep under the cap since the file was opened.
    public private(set) var evictionCount = 0
    /// How many times the file was found deleted or moved away and a new one started.
    public private(set) var reopenCount = 0
    /// The database file.
    public let fileURL: URL
    /// Whether opening replaced an unreadable file (``Options/rebuildIfUnreadable``).
    public let didRebuild: Bool

    /// Opens (creating if needed) the cache file at `fileURL`.
    ///
    /// - Parameters:
    ///   - fileURL: The database file; its directory must exist.
    ///   - options: What to do with an unreadable file, the record cap and the lock wait.
    /// - Throws: ``SQLiteCacheError``.
    public init(fileURL: URL, options: Options = Options()) throws(SQLiteCacheError) {
        self.fileURL = fileURL
        self.options = options
        var rebuilt = false
        let file: SQLiteOpenFile
        do {
            file = try SQLiteOpenFile(path: fileURL.path, busyTimeout: options.busyTimeout)
        } catch  where error.isUnreadableFile && options.rebuildIfUnreadable {
            SQLiteOpenFile.removeFiles(at: fileURL.path, includingDatabase: true)
            file = try SQLiteOpenFile(path: fileURL.path, busyTimeout: options.busyTimeout)
            rebuilt = true
        }
        self.file = file
        self.didRebuild = rebuilt
        uses = SQLiteUseClock(
            now: Int64(try file.connection.integer("SELECT coalesce(max(last_use), 0) FROM records")),
            maximumRecordCount: options.maximumRecordCount)
    }

    /// Starts over on a new file when the open one was deleted or moved away: its writes would be
    /// lost with it. Side files left at the path belong to the vanished database and go first.
    private func reopenIfMoved() throws(SQLiteCacheError) {
        guard file.hasMoved else { return }
        let path = fileURL.path
        if !FileManager.default.fileExists(atPath: path) {
            SQLiteOpenFile.removeFiles(at: path, includingDatabase: false)
        }
        let replacement = try SQLiteOpenFile(path: path, busyTimeout: options.busyTimeout)
        file = replacement
        touched.removeAll()
        uses = SQLiteUseClock(
            now: Int64(try replacement.connection.integer("SELECT coalesce(max(last_use), 0) FROM records")),
            maximumRecordCount: options.maximumRecordCount)
        reopenCount += 1
    }

    /// Loads the records among `keys`.
    public func loadRecords(forKeys keys: Set<CacheKey>) throws -> CacheRecordSet {
        try reopenIfMoved()
        var result = CacheRecordSet(minimumCapacity: keys.count)
        for key in keys {
            if let record = try load(key) { result[key] = record }
        }
        return result
    }

    /// Loads one record.
    public func loadRecord(forKey key: CacheKey) throws -> CacheRecord? {
        try reopenIfMoved()
        return try load(key)
    }

    private func load(_ key: CacheKey) throws(SQLiteCacheError) -> CacheRecord? {
        guard let stored = try loadStored(key) else { return nil }
        markUsed(key, lastUse: stored.lastUse)
        return stored.record
    }

    /// Records a load of the record `key`, whose stored use is `lastUse`, to be written with the
    /// next merge (only with a cap, and only once the stored use lags: ``SQLiteUseClock``).
    private func markUsed(_ key: CacheKey, lastUse: Int64) {
        guard maximumRecordCount != nil else { return }
        _ = uses.tick()
        if uses.lags(lastUse) { touched[key.rawValue] = uses.now }
    }

    /// The record with `key`, its rowid and its stored use.
    private func loadStored(_ key: CacheKey) throws(SQLiteCacheError)
        -> (record: CacheRecord, rowid: Int64, lastUse: Int64)?
    {
        let select = select
        return try select.withText(key.rawValue, at: 1) {
            () throws(SQLiteCacheError) -> (CacheRecord, Int64, Int64)? in
            guard try select.step() else { return nil }
            let receivedAt = select.double(1)
            let record = try select.withBlob(0) { bytes throws(SQLiteCacheError) in
                try CacheRecordBinaryCoding.decode(bytes, key: key, receivedAt: receivedAt, names: &fieldNames)
            }
            return (record, select.int64(2), select.int64(3))
        }
    }

    /// Merges the records in one transaction.
    public func merge(records: CacheRecordSet) throws -> CacheChangeSet {
        var fieldCount = 0
        for index in records.indices { fieldCount += records.values[index].count }
        return try merge(records.values, count: records.count, fieldCount: fieldCount)
    }

    /// Merges the batch in one transaction, in its order.
    public func merge(batch: CacheRecordBatch) throws -> CacheChangeSet {
        var fieldCount = 0
        for record in batch { fieldCount += record.count }
        return try merge(batch.records, count: batch.count, fieldCount: fieldCount)
    }

    private func merge(_ records: some Sequence<CacheRecord>, count: Int, fieldCount: Int)
        throws(SQLiteCacheError) -> CacheChangeSet
    {
        try reopenIfMoved()
        return try connection.transaction { () throws(SQLiteCacheError) -> CacheChangeSet in
            var changed = CacheChangeSet()
            var encoder = CacheRecordBinaryCoding.Encoder()
            changed.reserveCapacity(records: count, fields: fieldCount)
            // Keys and record bytes are bound without SQLite copying them (`withText`,
            // `run(bindingBlob:at:)`): they stay alive until each statement is reset.
            for record in records {
                let key = record.key
                if var stored = try loadStored(key) {
                    let before = changed.count
                    stored.record.merge(record, recordingChangesIn: &changed)
                    guard changed.count > before || record.receivedAt != nil else {
                        markUsed(key, lastUse: stored.lastUse)
                        continue
                    }
                    try encoder.encode(stored.record)
                    _ = uses.tick()
                    // Within the granularity the stored use stands, and the `last_use` index is
                    // not touched: most of what rewriting a record costs otherwise.
                    let rewritesUse = uses.lags(stored.lastUse)
                    let update = rewritesUse ? update : updateKeepingUse
                    update.bind(stored.rowid, at: 1)
                    update.bind(stored.record.receivedAt, at: 3)
                    if rewritesUse {
                        update.bind(uses.now, at: 4)
                        // A load before this merge must not write back an older use.
                        if !touched.isEmpty { touched[key.rawValue] = nil }
                    }
                    try update.run(bindingBlob: encoder.bytes, at: 2)
                } else {
                    changed.insertFields(of: record)
                    try encoder.encode(record)
                    let use = uses.tick()
                    let insert = insert
                    try insert.withText(key.rawValue, at: 1) { () throws(SQLiteCacheError) in
                        insert.bind(record.receivedAt, at: 3)
                        insert.bind(use, at: 4)
                        try insert.run(bindingBlob: encoder.bytes, at: 2)
                    }
                }
            }
            try evictIfNeeded()
            return changed
        }
    }

    /// Writes pending uses, then removes the least recently used records when over the cap.
    private func evictIfNeeded() throws(SQLiteCacheError) {
        guard let limit = maximumRecordCount else { return }
        for (key, use) in touched {
            touch.bind(key, at: 1)
            touch.bind(use, at: 2)
            try touch.run()
        }
        touched.removeAll(keepingCapacity: true)
        let count = try connection.integer("SELECT count(*) FROM records")
        guard count > limit else { return }
        let excess = count - max(1, limit * 9 / 10)
        try connection.execute(
            """
            DELETE FROM records WHERE key IN (
                SELECT key FROM records WHERE key NOT IN ('QUERY_ROOT', 'MUTATION_ROOT', 'SUBSCRIPTION_ROOT')
                ORDER BY last_use LIMIT \(excess))
            """)
        evictionCount += Int(sqlite3_changes(connection.handle))
    }

    /// Removes the records with the given keys, in one transaction.
    public func removeRecords(forKeys keys: Set<CacheKey>) throws {
        guard !keys.isEmpty else { return }
        try reopenIfMoved()
        try connection.transaction { () throws(SQLiteCacheError) in
            for key in keys {
                delete.bind(key.rawValue, at: 1)
                try delete.run()
            }
        }
    }

    /// Removes the records whose keys match.
    public func removeRecords(matching pattern: CacheKeyPattern) throws -> Set<CacheKey> {
        let keys = try allKeys().filter(pattern.matches)
        try removeRecords(forKeys: keys)
        return keys
    }

    /// Every key.
    public func allKeys() throws -> Set<CacheKey> {
        try reopenIfMoved()
        let statement = try connection.prepare("SELECT key FROM records")
        var keys = Set<CacheKey>()
        while try statement.step() { keys.insert(CacheKey(statement.text(0))) }
        return keys
    }

    /// Removes every record.
    public func clear() throws {
        try reopenIfMoved()
        try connection.execute("DELETE FROM records")
    }

    /// The number of records.
    ///
    /// - Returns: The count.
    /// - Throws: ``SQLiteCacheError``.
    public func recordCount() throws -> Int {
        try reopenIfMoved()
        return try connection.integer("SELECT count(*) FROM records")
    }
}
