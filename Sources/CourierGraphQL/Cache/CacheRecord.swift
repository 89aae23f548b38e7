public import CourierAPI

/// A field value as the normalized cache stores it: scalars as JSON, objects as references to
/// their own records, lists element by element.
public enum CacheValue: Sendable, Hashable {
    /// A scalar, enum, `null`, or a custom scalar's raw JSON.
    case scalar(JSONValue)
    /// A reference to another record.
    case reference(CacheKey)
    /// A list of values.
    case list([CacheValue])
}

/// One record of the normalized cache: a key and its fields in the order they were first written.
///
/// Fields are held in one array searched linearly (records are small: comparing short keys beats
/// hashing them); records with more than ``indexThreshold`` fields also keep a key → position
/// index.
public struct CacheRecord: Sendable, Hashable {
    /// The field count above which a record indexes its fields by key.
    public static let indexThreshold = 16

    /// The record's key.
    public let key: CacheKey
    /// The fields with their values, in the order they were first written.
    public private(set) var fields: [(key: String, value: CacheValue)]
    private var index: [String: Int]
    /// When the record was last written by a merge (seconds since 1970), or `nil` if never.
    public var receivedAt: Double?

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - key: The record's key.
    ///   - fields: Field keys with their values, in order (a repeated key keeps the last value).
    ///   - receivedAt: When the record was last written, if known.
    public init(key: CacheKey, fields: [(String, CacheValue)] = [], receivedAt: Double? = nil) {
        // An empty record (what a normalizer starts each object with) needs no checks.
        if fields.isEmpty {
            self.init(key: key, distinctFields: [], receivedAt: receivedAt)
            return
        }
        guard Self.namesAreDistinct(fields) else {
            self.init(key: key, distinctFields: [], receivedAt: receivedAt)
            self.fields.reserveCapacity(fields.count)
            for (field, value) in fields { self[field] = value }
            return
        }
        // The usual case (a built record): take the fields as they are.
        self.init(key: key, distinctFields: fields.map { (key: $0.0, value: $0.1) }, receivedAt: receivedAt)
    }

    /// Creates a record from fields whose keys are known to be distinct, such as a storage
    /// decoding a record it encoded: they are taken as they are, without searching.
    ///
    /// - Parameters:
    ///   - key: The record's key.
    ///   - fields: Field keys with their values, in order; no key may repeat (use
    ///     ``init(key:fields:receivedAt:)`` when one might).
    ///   - receivedAt: When the record was last written, if known.
    public init(
        key: CacheKey, distinctFields fields: [(key: String, value: CacheValue)], receivedAt: Double? = nil
    ) {
        self.key = key
        self.fields = fields
        // The empty dictionary, not a literal: records are made by the hundred thousand.
        self.index = Dictionary()
        self.receivedAt = receivedAt
        if fields.count > Self.indexThreshold { rebuildIndex() }
    }

    private static func namesAreDistinct(_ fields: [(String, CacheValue)]) -> Bool {
        if fields.count > indexThreshold {
            var seen = Set<String>(minimumCapacity: fields.count)
            return fields.allSatisfy { seen.insert($0.0).inserted }
        }
        for later in fields.indices.dropFirst() {
            for earlier in 0..<later where fields[earlier].0 == fields[later].0 { return false }
        }
        return true
    }

    /// The number of fields.
    public var count: Int { fields.count }

    /// The field keys, in order.
    public var fieldKeys: [String] { fields.map(\.key) }

    @inline(__always)
    private func position(of field: String) -> Int? {
        if !index.isEmpty { return index[field] }
        for position in fields.indices where fields[position].key == field { return position }
        return nil
    }

    /// The value of a field, `nil` when the record does not have it; setting `nil` removes it.
    ///
    /// - Parameter field: The field key, e.g. `hero(episode:JEDI)`.
    public subscript(field: String) -> CacheValue? {
        get { position(of: field).map { fields[$0].value } }
        set {
            if let position = position(of: field) {
                if let newValue {
                    fields[position].value = newValue
                } else {
                    fields.remove(at: position)
                    rebuildIndex()
                }
            } else if let newValue {
                append(field, newValue)
            }
        }
    }

    /// The value of `field`, trying the position `hint` first and leaving it just past the field
    /// found: reading a record's fields in the order they were written finds each at once.
    ///
    /// - Parameters:
    ///   - field: The field key.
    ///   - hint: Where to look first; updated to the position after the field found.
    /// - Returns: The value, or `nil` when the record lacks the field.
    @inline(__always)
    func value(of field: String, hint: inout Int) -> CacheValue? {
        let found = hint < fields.count && fields[hint].key == field ? hint : position(of: field)
        guard let found else { return nil }
        hint = found + 1
        return fields[found].value
    }

    /// Makes room for `capacity` fields in all, so that a record whose field count is known
    /// is built in one allocation.
    mutating func reserveCapacity(_ capacity: Int) {
        fields.reserveCapacity(capacity)
    }

    /// Appends a field the caller knows is not in the record yet.
    mutating func appendNew(_ field: String, _ value: CacheValue) {
        append(field, value)
    }

    private mutating func append(_ field: String, _ value: CacheValue) {
        // Records are built a field at a time: start with room for a few fields instead of
        // growing through 1, 2 and 4.
        if fields.capacity == fields.count { fields.reserveCapacity(Swift.max(4, fields.count * 2)) }
        fields.append((field, value))
        if !index.isEmpty {
            index[field] = fields.count - 1
        } else if fields.count > Self.indexThreshold {
            rebuildIndex()
        }
    }

    private mutating func rebuildIndex() {
        index = Dictionary()
        guard fields.count > Self.indexThreshold else { return }
        index.reserveCapacity(fields.count)
        for (position, field) in fields.enumerated() { index[field.key] = position }
    }

    /// Merges `other`'s fields into this record, calling `changed` with each field whose value
    /// changed or appeared; `receivedAt` becomes the later of the two.
    ///
    /// - Parameters:
    ///   - other: A record with the same key.
    ///   - changed: Called with each changed field key.
    public mutating func merge(_ other: CacheRecord, changed: (String) -> Void) {
        // Records of one type usually list their fields in the same order: try the next
        // position first (an equal string compares in one step), then search.
        var hint = 0
        for (field, value) in other.fields {
            let found = hint < fields.count && fields[hint].key == field ? hint : position(of: field)
            if let position = found {
                hint = position + 1
                if fields[position].value != value {
                    fields[position].value = value
                    changed(field)
                }
            } else {
                append(field, value)
                changed(field)
            }
        }
        if let time = other.receivedAt { receivedAt = max(receivedAt ?? time, time) }
    }

    /// Merges `other`'s fields into this record, adding each field whose value changed or
    /// appeared to `changes`; `receivedAt` becomes the later of the two.
    ///
    /// - Parameters:
    ///   - other: A record with the same key.
    ///   - changes: The change set that receives this record's changed fields.
    public mutating func merge(_ other: CacheRecord, recordingChangesIn changes: inout CacheChangeSet) {
        // `other` names each field once: append them unchecked, then close the run once.
        let start = changes.openRunStart
        merge(other) { changes.appendToOpenRun($0) }
        changes.closeRun(key, start: start)
    }

    /// Merges `other`'s fields into this record: new or different values replace the existing
    /// ones; `receivedAt` becomes the later of the two.
    ///
    /// - Parameter other: A record with the same key.
    /// - Returns: The field keys whose value changed (or appeared).
    @discardableResult
    public mutating func merge(_ other: CacheRecord) -> [String] {
        var changes: [String] = []
        merge(other) { changes.append($0) }
        return changes
    }

    /// Records are equal when their keys and field values are; order and `receivedAt` are ignored.
    public static func == (lhs: CacheRecord, rhs: CacheRecord) -> Bool {
        guard lhs.key == rhs.key, lhs.count == rhs.count else { return false }
        return lhs.fields.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Hashes the key and the fields, independently of their order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(count)
        var combined = 0
        for (field, value) in fields {
            var inner = Hasher()
            inner.combine(field)
            inner.combine(value)
            combined ^= inner.finalize()
        }
        hasher.combine(combined)
    }
}

/// Records by key: what normalizing a response produces and what a storage merges.
public typealias CacheRecordSet = [CacheKey: CacheRecord]
