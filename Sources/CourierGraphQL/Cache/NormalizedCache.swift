/// The storage under a ``GraphQLStore``: untyped records by key.
///
/// A storage is owned by one store, which calls it only from its own isolation, so
/// implementations need no locking and need not be `Sendable`. Methods are synchronous; a storage
/// backed by a file does its I/O inline (the store is an actor, off the main thread).
public protocol NormalizedCache: AnyObject {
    /// The records that exist among `keys`; absent keys are simply left out.
    ///
    /// - Parameter keys: The keys to load.
    /// - Returns: The records found, by key.
    /// - Throws: A storage error.
    func loadRecords(forKeys keys: Set<CacheKey>) throws -> CacheRecordSet

    /// The record with `key`, or `nil`; a default implementation calls ``loadRecords(forKeys:)``.
    ///
    /// - Parameter key: The key.
    /// - Returns: The record.
    /// - Throws: A storage error.
    func loadRecord(forKey key: CacheKey) throws -> CacheRecord?

    /// Merges `records` field by field into the stored ones (new records are inserted).
    ///
    /// Implementations record changes with ``CacheRecord/merge(_:recordingChangesIn:)`` and
    /// ``CacheChangeSet/insertFields(of:)``, which append without hashing each field name.
    ///
    /// - Parameter records: The records to merge.
    /// - Returns: The fields whose value changed or appeared, e.g. `Droid:2001.name`; empty when
    ///   every value was already stored.
    /// - Throws: A storage error; nothing is merged then.
    func merge(records: CacheRecordSet) throws -> CacheChangeSet

    /// Merges a batch of records (each key once, in the order a response wrote them) as
    /// ``merge(records:)`` does, in one call: one transaction for a storage that has them. A
    /// default implementation passes the batch's ``CacheRecordBatch/recordSet`` to
    /// ``merge(records:)``; a storage that keeps records in insertion order may merge them in
    /// the batch's order instead.
    ///
    /// - Parameter batch: The records to merge.
    /// - Returns: The fields whose value changed or appeared.
    /// - Throws: A storage error; nothing is merged then.
    func merge(batch: CacheRecordBatch) throws -> CacheChangeSet

    /// Removes the records with the given keys.
    ///
    /// - Parameter keys: The keys to remove; absent ones are ignored.
    /// - Throws: A storage error.
    func removeRecords(forKeys keys: Set<CacheKey>) throws

    /// Removes every record whose key matches `pattern`.
    ///
    /// - Parameter pattern: Which keys to remove.
    /// - Returns: The keys removed.
    /// - Throws: A storage error.
    @discardableResult
    func removeRecords(matching pattern: CacheKeyPattern) throws -> Set<CacheKey>

    /// Every stored key, for garbage collection.
    ///
    /// - Returns: The keys.
    /// - Throws: A storage error.
    func allKeys() throws -> Set<CacheKey>

    /// Removes every record.
    ///
    /// - Throws: A storage error.
    func clear() throws
}

extension NormalizedCache {
    /// Merges records given one by one, as ``merge(records:)`` does.
    ///
    /// - Parameter records: The records.
    /// - Returns: The fields that changed.
    /// - Throws: A storage error.
    @discardableResult
    public func merge(_ records: [CacheRecord]) throws -> CacheChangeSet {
        var set = CacheRecordSet(minimumCapacity: records.count)
        for record in records {
            if var existing = set[record.key] {
                existing.merge(record)
                set[record.key] = existing
            } else {
                set[record.key] = record
            }
        }
        return try merge(records: set)
    }

    /// Merges the batch's ``CacheRecordBatch/recordSet`` with ``merge(records:)``.
    ///
    /// - Parameter batch: The records to merge.
    /// - Returns: The fields that changed.
    /// - Throws: A storage error.
    public func merge(batch: CacheRecordBatch) throws -> CacheChangeSet {
        try merge(records: batch.recordSet)
    }

    /// The record with `key`, or `nil`, loaded through ``loadRecords(forKeys:)``.
    ///
    /// - Parameter key: The key.
    /// - Returns: The record.
    /// - Throws: A storage error.
    public func loadRecord(forKey key: CacheKey) throws -> CacheRecord? {
        try loadRecords(forKeys: [key])[key]
    }
}
