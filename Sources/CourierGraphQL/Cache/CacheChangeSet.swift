/// The record fields a merge, write or removal changed, grouped by record: what
/// ``NormalizedCache/merge(records:)`` returns and what the store matches watchers against.
///
/// A change set is built by appending. A record's changed field names go into one flat list
/// behind a single look-up of the record key (whose hash ``CacheKey`` caches), so recording a
/// change costs no string hashing: merging many records × many fields stays cheap. Field names
/// are compared only when a record's fields are added a second time (``insert(_:)``,
/// ``formUnion(_:)``), so that every `record.field` appears once.
///
/// Iterating yields ``CacheFieldKey`` values, records in the order they were first added; use
/// ``fieldKeys`` where a `Set<CacheFieldKey>` is needed.
public struct CacheChangeSet: Sendable, Sequence, Equatable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// A stretch of `names` belonging to one record; a record added to twice may own several.
    fileprivate struct Run: Sendable {
        let record: CacheKey
        let start: Int
        var end: Int
        /// The record's next run, or `-1`.
        var next = -1
    }

    private var names: [String] = []
    private var runs: [Run] = []
    /// Each record's first run, by record: an open-addressing table of run positions + 1 (`0` is
    /// an empty slot), probed linearly from the key's cached hash, at most half full. Smaller
    /// and cheaper than a `[CacheKey: …]` dictionary, which hashes the cached hash again.
    private var slots: [Int] = []
    private var recordCount = 0

    /// The number of changed fields.
    public private(set) var count = 0

    /// Creates an empty change set.
    public init() {}

    /// Creates a change set holding `keys` (repeated keys count once).
    ///
    /// - Parameter keys: Changed fields.
    public init<Keys: Sequence>(_ keys: Keys) where Keys.Element == CacheFieldKey {
        for key in keys { insert(key) }
    }

    /// Creates a change set from a list of field keys.
    public init(arrayLiteral elements: CacheFieldKey...) { self.init(elements) }

    /// Reserves room for `fields` field names in `records` records.
    ///
    /// - Parameters:
    ///   - records: The number of records expected.
    ///   - fields: The number of field names expected.
    public mutating func reserveCapacity(records: Int, fields: Int) {
        names.reserveCapacity(fields)
        runs.reserveCapacity(records)
        if records * 2 > slots.count { rehash(capacity: records * 2) }
    }

    /// Whether no field changed.
    public var isEmpty: Bool { count == 0 }

    /// The records with at least one changed field, in the order they were first added.
    public var recordKeys: [CacheKey] {
        var keys: [CacheKey] = []
        keys.reserveCapacity(recordCount)
        for (position, run) in runs.enumerated() where firstRun(of: run.record) == position { keys.append(run.record) }
        return keys
    }

    /// The changed field names of one record, in the order they were added.
    ///
    /// - Parameter record: The record's key.
    /// - Returns: Its changed field keys; empty when none changed.
    public func fields(of record: CacheKey) -> [String] {
        guard var position = firstRun(of: record) else { return [] }
        var fields: [String] = []
        while position >= 0 {
            fields += names[runs[position].start..<runs[position].end]
            position = runs[position].next
        }
        return fields
    }

    /// Whether `key` changed.
    ///
    /// - Parameter key: A record field.
    /// - Returns: `true` when the set holds it.
    public func contains(_ key: CacheFieldKey) -> Bool {
        contains(key.field, of: key.record)
    }

    /// Whether the field `field` of `record` changed.
    ///
    /// - Parameters:
    ///   - field: The field key within the record.
    ///   - record: The record's key.
    /// - Returns: `true` when the set holds it.
    public func contains(_ field: String, of record: CacheKey) -> Bool {
        guard var position = firstRun(of: record) else { return false }
        while position >= 0 {
            let run = runs[position]
            if names[run.start..<run.end].contains(field) { return true }
            position = run.next
        }
        return false
    }

    /// Adds a changed field.
    ///
    /// - Parameter key: The field.
    /// - Returns: `false` when the set already held it.
    @discardableResult
    public mutating func insert(_ key: CacheFieldKey) -> Bool {
        insert(key.field, of: key.record)
    }

    /// Adds the changed field `field` of `record`.
    ///
    /// - Parameters:
    ///   - field: The field key within the record.
    ///   - record: The record's key.
    /// - Returns: `false` when the set already held it.
    @discardableResult
    public mutating func insert(_ field: String, of record: CacheKey) -> Bool {
        if contains(field, of: record) { return false }
        appendChecked(record) { $0.append(field) }
        return true
    }

    /// Appends those of `fields` (no repeats among them) that `record` does not hold yet;
    /// compares with a set of the record's fields when a linear search would be long.
    private mutating func appendMissing<Fields: Collection<String>>(_ fields: Fields, of record: CacheKey) {
        let existing = self.fields(of: record)
        if existing.count * fields.count <= 256 {
            appendChecked(record) { names in
                for field in fields where !existing.contains(field) { names.append(field) }
            }
        } else {
            let lookup = Set(existing)
            appendChecked(record) { names in
                for field in fields where !lookup.contains(field) { names.append(field) }
            }
        }
    }

    /// Adds every field of `record`, as changed (e.g. a record inserted or removed whole).
    ///
    /// - Parameter record: The record.
    public mutating func insertFields(of record: CacheRecord) {
        let start = openRunStart
        for field in record.fields { names.append(field.key) }
        closeRun(record.key, start: start)
    }

    /// Adds the fields of `other`.
    ///
    /// - Parameter other: Another change set.
    public mutating func formUnion(_ other: CacheChangeSet) {
        if isEmpty {
            self = other
            return
        }
        for run in other.runs {
            let start = openRunStart
            names += other.names[run.start..<run.end]
            closeRun(run.record, start: start)
        }
    }

    /// This set with the fields of `other` added.
    ///
    /// - Parameter other: Another change set.
    /// - Returns: The union.
    public func union(_ other: CacheChangeSet) -> CacheChangeSet {
        var union = self
        union.formUnion(other)
        return union
    }

    /// The changed fields as a set.
    public var fieldKeys: Set<CacheFieldKey> { Set(self) }

    /// Change sets are equal when they hold the same fields, whatever the order they were added in.
    public static func == (lhs: CacheChangeSet, rhs: CacheChangeSet) -> Bool {
        lhs.count == rhs.count && lhs.allSatisfy { rhs.contains($0) }
    }

    /// The fields, `[Droid:2001.name, …]`.
    public var description: String { "[" + map(\.description).joined(separator: ", ") + "]" }

    // MARK: Appending a record's fields in bulk

    /// Where the names appended next start: append a record's field names (without repeats
    /// among them) with ``appendToOpenRun(_:)``, then pass this to ``closeRun(_:start:)``.
    var openRunStart: Int { names.count }

    /// Appends a field name to the open run.
    mutating func appendToOpenRun(_ field: String) { names.append(field) }

    /// Ends the run opened at `start` as `record`'s. When the set already holds fields of
    /// `record`, only the names it lacks are kept; an empty run is dropped. A record new to the
    /// set (the usual case) costs one look-up of its key and no comparison of field names.
    mutating func closeRun(_ record: CacheKey, start: Int) {
        guard names.count > start else { return }
        if slots.isEmpty { rehash(capacity: 16) }
        let found = slot(of: record)
        if found.run != nil {
            // The usual repeat (the same fields of one record written again in one transaction,
            // as a burst of subscription results does): nothing to add, nothing to copy.
            if names[start...].allSatisfy({ contains($0, of: record) }) {
                names.removeSubrange(start...)
                return
            }
            let appended = Array(names[start...])
            names.removeSubrange(start...)
            appendMissing(appended, of: record)
        } else {
            runs.append(Run(record: record, start: start, end: names.count))
            count += names.count - start
            register(run: runs.count - 1, at: found.index)
        }
    }

    /// Appends names (new to `record`) through `append`, to the record's last run when it ends the
    /// list, or to a new run linked to it.
    private mutating func appendChecked(_ record: CacheKey, _ append: (inout [String]) -> Void) {
        let start = names.count
        append(&names)
        let added = names.count - start
        guard added > 0 else { return }
        count += added
        if slots.isEmpty { rehash(capacity: 16) }
        let found = slot(of: record)
        guard let first = found.run else {
            runs.append(Run(record: record, start: start, end: names.count))
            register(run: runs.count - 1, at: found.index)
            return
        }
        var last = first
        while runs[last].next >= 0 { last = runs[last].next }
        if runs[last].end == start {
            runs[last].end = names.count
        } else {
            runs.append(Run(record: record, start: start, end: names.count))
            runs[last].next = runs.count - 1
        }
    }

    // MARK: The record table

    /// The position of `record`'s first run, or `nil` when the set holds none of its fields.
    private func firstRun(of record: CacheKey) -> Int? {
        slots.isEmpty ? nil : slot(of: record).run
    }

    /// The slot holding `record`'s first run, or the empty slot where it would go; `slots` must
    /// not be empty.
    private func slot(of record: CacheKey) -> (index: Int, run: Int?) {
        let mask = slots.count - 1
        var index = record.hashCode & mask
        while true {
            let entry = slots[index]
            if entry == 0 { return (index, nil) }
            if runs[entry - 1].record == record { return (index, entry - 1) }
            index = (index + 1) & mask
        }
    }

    /// Records `run` as its record's first run in the empty slot `index`; grows the table past
    /// half full.
    private mutating func register(run: Int, at index: Int) {
        slots[index] = run + 1
        recordCount += 1
        if recordCount * 2 > slots.count { rehash(capacity: slots.count * 2) }
    }

    /// Rebuilds the table with at least `capacity` slots (a power of two).
    private mutating func rehash(capacity: Int) {
        var size = 16
        while size < capacity { size <<= 1 }
        slots = [Int](repeating: 0, count: size)
        for position in runs.indices {
            let found = slot(of: runs[position].record)
            if found.run == nil { slots[found.index] = position + 1 }
        }
    }

    // MARK: Iterating

    /// Iterates the changed fields, record by record.
    public struct Iterator: IteratorProtocol {
        private let names: [String]
        private let runs: [Run]
        private var run = 0
        private var position = 0

        fileprivate init(names: [String], runs: [Run]) {
            self.names = names
            self.runs = runs
        }

        /// The next changed field, or `nil` at the end.
        public mutating func next() -> CacheFieldKey? {
            while run < runs.count {
                if position < runs[run].start { position = runs[run].start }
                if position < runs[run].end {
                    defer { position += 1 }
                    return CacheFieldKey(runs[run].record, names[position])
                }
                run += 1
            }
            return nil
        }
    }

    /// An iterator over the changed fields.
    public func makeIterator() -> Iterator { Iterator(names: names, runs: runs) }

    /// The number of changed fields.
    public var underestimatedCount: Int { count }

    /// Calls `body` with each changed field's record and field key, without making
    /// ``CacheFieldKey`` values.
    ///
    /// - Parameter body: Called once per changed field.
    public func forEachField(_ body: (CacheKey, String) throws -> Void) rethrows {
        for run in runs {
            for position in run.start..<run.end { try body(run.record, names[position]) }
        }
    }
}
