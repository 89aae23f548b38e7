import CourierAPI

/// The key entries of one object's members, and which member each search of the previous object
/// matched, so that a type reading the same keys in the same order finds each at the first try.
///
/// Types read their keys in declaration order, which is rarely the document's (often sorted)
/// order, so a scan from the last match wrapped around for most keys. A keyed container (which
/// the decoder reuses, object after object, for one key type) keeps this table: its object's key
/// entries, listed on the first search, and for the n-th search in an object the member the n-th
/// search of the previous object matched. A search tries that member first, then scans from the
/// member before it. A hint only says where to start: a member matches only when its key's bytes
/// are equal, and the table serves only objects whose keys are distinct.
///
/// The owner frees the storage (``deallocate()``); one decoding thread uses it.
struct MemberKeyTable {
    /// ``hintCapacity`` hints, then room for ``keyCapacity`` key entries; allocated on first use.
    private var storage: UnsafeMutablePointer<Int>?
    private var keyCapacity = 0
    /// How many members the current object has, or -1 before its first search.
    private var count = -1
    /// How many searches the current object has had.
    private var searches = 0
    /// How many searches have a hint; later ones scan from the first member.
    private static let hintCapacity = 32

    /// Forgets the current object's members; the hints stay, for the next object.
    @inline(__always)
    mutating func startObject() {
        count = -1
        searches = 0
    }

    /// The key entry of the member spelling `utf8` in the object at `object`, whose keys must be
    /// distinct, or `nil`.
    @inline(__always)
    mutating func keyEntry(spelling utf8: UnsafeBufferPointer<UInt8>, inObjectAt object: Int, of tape: JSONTape)
        -> Int?
    {
        if count < 0 { list(object, of: tape) }
        guard let storage, count > 0 else { return nil }
        let search = searches
        searches = search &+ 1
        let keys = storage + Self.hintCapacity
        var hint = 0
        if search < Self.hintCapacity {
            hint = storage[search]
            if hint < count, tape.keyEquals(at: keys[hint], utf8) { return keys[hint] }
        }
        // A member left out of this object (or added) shifts the rest by one: start one earlier.
        let start = hint > 0 && hint <= count ? hint &- 1 : 0
        var member = start
        repeat {
            if tape.keyEquals(at: keys[member], utf8) {
                if search < Self.hintCapacity { storage[search] = member }
                return keys[member]
            }
            member &+= 1
            if member == count { member = 0 }
        } while member != start
        return nil
    }

    private mutating func list(_ object: Int, of tape: JSONTape) {
        let memberCount = tape.containerCount(at: object)
        if storage == nil || memberCount > keyCapacity {
            let capacity = Swift.max(memberCount, keyCapacity &* 2, 16)
            let larger = UnsafeMutablePointer<Int>.allocate(capacity: Self.hintCapacity + capacity)
            if let storage {
                larger.moveInitialize(from: storage, count: Self.hintCapacity)
                storage.deallocate()
            } else {
                larger.initialize(repeating: 0, count: Self.hintCapacity)
            }
            storage = larger
            keyCapacity = capacity
        }
        guard let storage else { return }
        let keys = storage + Self.hintCapacity
        var position = object &+ 1
        for member in 0..<memberCount {
            keys[member] = position
            position = tape.entry(after: position &+ 1)
        }
        count = memberCount
    }

    /// Frees the storage.
    func deallocate() { storage?.deallocate() }
}
