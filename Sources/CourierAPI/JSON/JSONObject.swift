/// A JSON object: members in document order with fast look-up by key.
///
/// Members are held in one array of key–value pairs, so iteration follows the document and an
/// object costs a single allocation (two parallel arrays measured slower: twice the mallocs).
/// Objects with more than ``indexThreshold`` members also carry a key → position dictionary,
/// built once when the object is created; smaller ones are searched linearly (comparing lengths
/// first), which measured faster than hashing up to about 24 members (≈ 22 ns vs 40 ns per
/// look-up at 4 members; even at 24) in a release build.
///
/// Keys are compared by their Unicode scalars (as JSON does), not by Swift's canonical
/// equivalence: `"é"` and `"e\u{301}"` are different keys. Keys are unique: when a document (or a
/// literal) repeats a key, the last value wins and keeps the position of the first occurrence, as
/// JavaScript's `JSON.parse` does.
///
/// Equality and hashing ignore member order, since RFC 8259 objects are unordered.
public struct JSONObject: Sendable {
    /// One key–value pair.
    struct Member: Sendable {
        var key: String
        var value: JSONValue
    }

    /// The member count above which an object builds a hashed index of its keys.
    public static let indexThreshold = 24

    /// A key compared and hashed by its Unicode scalars (UTF-8 bytes), as JSON compares names,
    /// not by Swift's canonical equivalence.
    struct IndexKey: Hashable {
        var key: String
        static func == (lhs: IndexKey, rhs: IndexKey) -> Bool { JSONObject.sameKey(lhs.key, rhs.key) }
        func hash(into hasher: inout Hasher) {
            var key = key
            key.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    // Internal (not private) for the package's building API in `JSONObject+PackageBuilding.swift`.
    var members: [Member]
    // Empty (which does not allocate) unless members.count > indexThreshold.
    private var index: [IndexKey: Int]

    /// Whether two keys are the same JSON name: equal Unicode scalars. Lengths are compared
    /// first, which rejects most different keys at once.
    @inline(__always)
    static func sameKey(_ lhs: String, _ rhs: String) -> Bool {
        let count = lhs.utf8.count
        guard count == rhs.utf8.count else { return false }
        let contiguous = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in bytesEqual(left, right, count) }
        }
        // Native strings are always contiguous; bridged ones may not be.
        return (contiguous ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    @inline(__always)
    private static func bytesEqual(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>, _ count: Int)
        -> Bool
    {
        guard count > 0, let left = lhs.baseAddress, let right = rhs.baseAddress else { return true }
        var offset = 0
        while offset + 8 <= count {
            let a = UnsafeRawPointer(left).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let b = UnsafeRawPointer(right).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if a != b { return false }
            offset += 8
        }
        while offset < count {
            if left[offset] != right[offset] { return false }
            offset += 1
        }
        return true
    }

    /// Creates an empty object.
    public init() {
        members = []
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

    /// Creates an object from members in document order, resolving duplicate keys.
    init(members: [Member]) {
        self.members = members
        index = [:]
        if members.count > Self.indexThreshold {
            var index = [IndexKey: Int](minimumCapacity: members.count)
            var hasDuplicates = false
            for position in members.indices
            where index.updateValue(position, forKey: IndexKey(key: members[position].key)) != nil {
                hasDuplicates = true
            }
            if hasDuplicates { resolveDuplicates() } else { self.index = index }
        } else if members.count > 1 {
            for later in 1..<members.count {
                for earlier in 0..<later where Self.sameKey(members[earlier].key, members[later].key) {
                    resolveDuplicates()
                    return
                }
            }
        }
    }

    /// The member names, in document order.
    public var keys: [String] { members.map(\.key) }

    /// The member values, in document order.
    public var values: [JSONValue] { members.map(\.value) }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { members.isEmpty }

    /// The position of `key` among the members, if present.
    ///
    /// - Parameter key: The member name.
    /// - Returns: The position, or `nil`.
    public func position(of key: String) -> Int? {
        if members.count > Self.indexThreshold { return index[IndexKey(key: key)] }
        for position in members.indices where Self.sameKey(members[position].key, key) { return position }
        return nil
    }

    /// The value for `key`; setting a value appends a new member or replaces the existing one in
    /// place, and setting `nil` removes the member.
    ///
    /// - Parameter key: The member name.
    public subscript(key: String) -> JSONValue? {
        get {
            guard let position = position(of: key) else { return nil }
            return members[position].value
        }
        set {
            if let position = position(of: key) {
                if let newValue {
                    members[position].value = newValue
                } else {
                    members.remove(at: position)
                    rebuildIndex()
                }
            } else if let newValue {
                members.append(Member(key: key, value: newValue))
                if members.count > Self.indexThreshold {
                    if index.isEmpty { rebuildIndex() } else { index[IndexKey(key: key)] = members.count - 1 }
                }
            }
        }
    }

    private mutating func rebuildIndex() {
        guard members.count > Self.indexThreshold else {
            index = [:]
            return
        }
        var index = [IndexKey: Int](minimumCapacity: members.count)
        for (position, member) in members.enumerated() { index[IndexKey(key: member.key)] = position }
        self.index = index
    }

    private mutating func resolveDuplicates() {
        let old = members
        members = []
        index = [:]
        for member in old { self[member.key] = member.value }
    }
}

extension JSONObject: RandomAccessCollection {
    /// The position of the first member.
    public var startIndex: Int { 0 }
    /// The position past the last member.
    public var endIndex: Int { members.count }

    /// The member at `position`.
    ///
    /// - Parameter position: A valid position.
    public subscript(position: Int) -> (key: String, value: JSONValue) {
        (members[position].key, members[position].value)
    }
}

extension JSONObject: Hashable {
    /// Whether both objects have the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for member in lhs.members {
            guard let other = rhs[member.key], other == member.value else { return false }
        }
        return true
    }

    /// Hashes the members independently of their order.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for member in members {
            var memberHasher = Hasher()
            memberHasher.combine(IndexKey(key: member.key))
            memberHasher.combine(member.value)
            combined = combined &+ memberHasher.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(combined)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object whose keys keep the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}
