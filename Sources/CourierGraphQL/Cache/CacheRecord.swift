public import CourierAPI

/// A field value as the normalized cache stores it: scalars as JSON, objects as references to
/// their own records, lists element by element.
public indirect enum CacheValue: Sendable, Hashable {
    /// A scalar, enum, `null`, or a custom scalar's raw JSON.
    case scalar(JSONValue)
    /// A reference to another record.
    case reference(CacheKey)
    /// A list of values.
    case list([CacheValue])
}

/// One record of the normalized cache: a key and its fields in the order they were first written.
public struct CacheRecord: Sendable, Hashable {
    /// The record's key.
    public let key: CacheKey
    /// The field keys, in the order they were first written.
    public private(set) var fieldKeys: [String]
    private var values: [String: CacheValue]
    /// When the record was last written by a merge (seconds since 1970), or `nil` if never.
    public var receivedAt: Double?

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - key: The record's key.
    ///   - fields: Field keys with their values, in order.
    ///   - receivedAt: When the record was last written, if known.
    public init(key: CacheKey, fields: [(String, CacheValue)] = [], receivedAt: Double? = nil) {
        self.key = key
        self.fieldKeys = []
        self.values = Dictionary(minimumCapacity: fields.count)
        self.receivedAt = receivedAt
        for (field, value) in fields { self[field] = value }
    }

    /// The number of fields.
    public var count: Int { fieldKeys.count }

    /// The fields with their values, in order.
    public var fields: [(key: String, value: CacheValue)] {
        fieldKeys.compactMap { key in values[key].map { (key, $0) } }
    }

    /// The value of a field, `nil` when the record does not have it; setting `nil` removes it.
    ///
    /// - Parameter field: The field key, e.g. `hero(episode:JEDI)`.
    public subscript(field: String) -> CacheValue? {
        get { values[field] }
        set {
            if let newValue {
                if values.updateValue(newValue, forKey: field) == nil { fieldKeys.append(field) }
            } else if values.removeValue(forKey: field) != nil {
                fieldKeys.removeAll { $0 == field }
            }
        }
    }

    /// Merges `other`'s fields into this record: new or different values replace the existing
    /// ones; `receivedAt` becomes the later of the two.
    ///
    /// - Parameter other: A record with the same key.
    /// - Returns: The field keys whose value changed (or appeared).
    @discardableResult
    public mutating func merge(_ other: CacheRecord) -> [String] {
        var changed: [String] = []
        for field in other.fieldKeys {
            guard let value = other.values[field] else { continue }
            if let old = values.updateValue(value, forKey: field) {
                if old != value { changed.append(field) }
            } else {
                fieldKeys.append(field)
                changed.append(field)
            }
        }
        if let time = other.receivedAt { receivedAt = max(receivedAt ?? time, time) }
        return changed
    }

    /// Records are equal when their keys and field values are; order and `receivedAt` are ignored.
    public static func == (lhs: CacheRecord, rhs: CacheRecord) -> Bool {
        lhs.key == rhs.key && lhs.values == rhs.values
    }

    /// Hashes the key and the fields.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(values)
    }
}

/// Records by key: what normalizing a response produces and what a storage merges.
public typealias CacheRecordSet = [CacheKey: CacheRecord]
