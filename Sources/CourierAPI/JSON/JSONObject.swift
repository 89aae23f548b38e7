/// A JSON object: members in document order with fast look-up by key.
///
/// Keys and values are held in two parallel arrays, so iteration follows the document and small
/// objects (the common case in GraphQL responses) cost two allocations. Objects with more than
/// ``indexThreshold`` members also carry a key → position dictionary, built once when the object
/// is created; smaller ones are searched linearly, which measured faster than hashing for them.
///
/// Keys are unique: when a document (or a literal) repeats a key, the last value wins and keeps
/// the position of the first occurrence, as JavaScript's `JSON.parse` does.
///
/// Equality and hashing ignore member order, since RFC 8259 objects are unordered.
public struct JSONObject: Sendable {
    /// The member count above which an object builds a hashed index of its keys.
    public static let indexThreshold = 12

    /// The member names, in document order.
    public private(set) var keys: [String]
    /// The member values, parallel to ``keys``.
    public private(set) var values: [JSONValue]
    // Empty (which does not allocate) unless keys.count > indexThreshold.
    private var index: [String: Int]

    /// Creates an empty object.
    public init() {
        keys = []
        values = []
        index = [:]
    }

    /// Creates an object from members in order; a repeated key replaces the earlier value in the
    /// earlier position.
    ///
    /// - Parameter members: Key–value pairs in the order they should keep.
    public init(_ members: some Sequence<(String, JSONValue)>) {
        self.init()
        for (key, value) in members { self[key] = value }
    }

    /// Creates an object from parallel key and value arrays, resolving duplicate keys.
    init(keys: [String], values: [JSONValue]) {
        self.keys = keys
        self.values = values
        index = [:]
        if keys.count > Self.indexThreshold {
            var index = [String: Int](minimumCapacity: keys.count)
            var hasDuplicates = false
            for position in keys.indices where index.updateValue(position, forKey: keys[position]) != nil {
                hasDuplicates = true
            }
            if hasDuplicates { resolveDuplicates() } else { self.index = index }
        } else if keys.count > 1 {
            for later in 1..<keys.count {
                for earlier in 0..<later where keys[earlier] == keys[later] {
                    resolveDuplicates()
                    return
                }
            }
        }
    }

    /// The number of members.
    public var count: Int { keys.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { keys.isEmpty }

    /// The position of `key` in ``keys``, if present.
    ///
    /// - Parameter key: The member name.
    /// - Returns: The position, or `nil`.
    public func position(of key: String) -> Int? {
        if keys.count > Self.indexThreshold { return index[key] }
        return keys.firstIndex(of: key)
    }

    /// The value for `key`; setting a value appends a new member or replaces the existing one in
    /// place, and setting `nil` removes the member.
    ///
    /// - Parameter key: The member name.
    public subscript(key: String) -> JSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return values[position]
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    values[position] = newValue
                } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                    rebuildIndex()
                }
            } else if let newValue {
                keys.append(key)
                values.append(newValue)
                if keys.count > Self.indexThreshold {
                    if index.isEmpty { rebuildIndex() } else { index[key] = keys.count - 1 }
                }
            }
        }
    }

    private mutating func rebuildIndex() {
        guard keys.count > Self.indexThreshold else {
            index = [:]
            return
        }
        var index = [String: Int](minimumCapacity: keys.count)
        for (position, key) in keys.enumerated() { index[key] = position }
        self.index = index
    }

    private mutating func resolveDuplicates() {
        let oldKeys = keys
        let oldValues = values
        keys = []
        values = []
        index = [:]
        for position in oldKeys.indices { self[oldKeys[position]] = oldValues[position] }
    }
}

extension JSONObject: RandomAccessCollection {
    /// The position of the first member.
    public var startIndex: Int { 0 }
    /// The position past the last member.
    public var endIndex: Int { keys.count }

    /// The member at `position`.
    ///
    /// - Parameter position: A valid position.
    public subscript(position: Int) -> (key: String, value: JSONValue) {
        (keys[position], values[position])
    }
}

extension JSONObject: Hashable {
    /// Whether both objects have the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for position in lhs.keys.indices {
            guard let other = rhs[lhs.keys[position]], other == lhs.values[position] else { return false }
        }
        return true
    }

    /// Hashes the members independently of their order.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for position in keys.indices {
            var member = Hasher()
            member.combine(keys[position])
            member.combine(values[position])
            combined = combined &+ member.finalize()
        }
        hasher.combine(keys.count)
        hasher.combine(combined)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object whose keys keep the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
