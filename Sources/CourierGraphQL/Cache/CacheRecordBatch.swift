/// Records to merge into a storage in one call, each key once, in the order they were first
/// added: what normalizing a response produces.
///
/// The order is the response's, so a storage that keeps records in insertion order (the
/// in-memory one) lays a response's records out in the order a read of it visits them. Adding a
/// record whose key is already in the batch merges it into that one, its values winning field by
/// field, as merging the two into a storage one after the other would leave them.
public struct CacheRecordBatch: Sendable, Sequence {
    var table = RecordTable<CacheRecord>()

    /// Creates an empty batch.
    public init() {}

    /// Creates a batch of `records`, in the set's order.
    ///
    /// - Parameter records: Records by key.
    public init(_ records: CacheRecordSet) {
        table.reserveCapacity(records.count)
        for (key, record) in records { table.append(key, record) }
    }

    /// The number of records.
    public var count: Int { table.count }

    /// Whether the batch holds no record.
    public var isEmpty: Bool { table.count == 0 }

    /// The records, in the order they were first added.
    public var records: [CacheRecord] { table.values }

    /// The records by key.
    public var recordSet: CacheRecordSet {
        var set = CacheRecordSet(minimumCapacity: table.count)
        for record in table.values { set[record.key] = record }
        return set
    }

    /// The record with `key`, or `nil`.
    ///
    /// - Parameter key: A record key.
    public subscript(key: CacheKey) -> CacheRecord? {
        table.position(of: key).map { table[$0] }
    }

    /// Adds `record`, merging it into the batch's record with the same key if there is one.
    ///
    /// - Parameter record: A record.
    public mutating func add(_ record: CacheRecord) {
        let found = table.findOrAppend(record.key) { record }
        if !found.appended { table[found.position].merge(record) { _ in } }
    }

    /// The position of `key`'s record, appending an empty one there first when the batch has
    /// none: a normalizer takes an object's place before normalizing the objects nested in it,
    /// so that records lie in the order a read visits them (parents first), then fills it
    /// with ``fill(_:with:)``.
    ///
    /// - Parameter key: A record key.
    /// - Returns: The record's position.
    mutating func reservePosition(for key: CacheKey) -> Int {
        table.findOrAppend(key) { CacheRecord(key: key) }.position
    }

    /// Adds `record` at `position` (from ``reservePosition(for:)`` with its key), merging it
    /// into what is there as ``add(_:)`` does.
    ///
    /// - Parameters:
    ///   - position: The record's reserved position.
    ///   - record: The record.
    mutating func fill(_ position: Int, with record: CacheRecord) {
        // Still the empty placeholder (the usual case): merging into it would leave `record`.
        if table[position].count == 0 && table[position].receivedAt == nil {
            table[position] = record
        } else {
            table[position].merge(record) { _ in }
        }
    }

    /// The total number of fields of the records.
    var fieldCount: Int {
        var count = 0
        for record in table.values { count += record.count }
        return count
    }

    /// An iterator over the records, in the order they were first added.
    public func makeIterator() -> IndexingIterator<[CacheRecord]> { table.values.makeIterator() }
}
