extension JSONParserCore {
    /// Whether the keys of the closed object at `index` may repeat: `true` when two are equal,
    /// and (to keep closing an object cheap) whenever there are many keys or any key has escapes.
    /// An object marked so is still read correctly; its look-ups only scan every member.
    ///
    /// Runs for every object of every document, so in an object of more than four members a key
    /// is compared byte for byte with the earlier ones only when its length and end bytes hash
    /// to a bit that an earlier key set: distinct keys (the common case) mostly cost one hash
    /// each instead of a comparison with every earlier key.
    static func mayRepeatKeys(
        ofObjectAt index: Int, in entries: UnsafePointer<JSONTape.Entry>, base: UnsafePointer<UInt8>
    ) -> Bool {
        let object = entries[index]
        guard object.count > 1 else { return false }
        guard object.count <= 16 else { return true }
        let end = Int(object.payload)
        // A few keys cost fewer comparisons than hashes (the small objects of GraphQL responses).
        let filters = object.count > 4
        var seen: UInt64 = 0
        var position = index &+ 1
        while position < end {
            let key = entries[position]
            if key.kind != .string { return true }
            var filtered = false
            if filters {
                let bit: UInt64 = 1 &<< keyHashBit(key, base: base)
                filtered = seen & bit == 0
                seen |= bit
            }
            if !filtered, hasEarlierKey(equalTo: key, from: index &+ 1, before: position, in: entries, base: base) {
                return true
            }
            position = afterValue(at: position &+ 1, in: entries)
        }
        return false
    }

    /// A bit (0–63) from the key's length and its first and last bytes: equal keys get the same bit.
    @inline(__always)
    private static func keyHashBit(_ key: JSONTape.Entry, base: UnsafePointer<UInt8>) -> UInt64 {
        var mixed = UInt64(key.count)
        if key.count > 0 {
            let start = base + Int(key.payload)
            mixed = mixed &* 0x100 &+ UInt64(start[0])
            mixed = mixed &* 0x100 &+ UInt64(start[Int(key.count) &- 1])
        }
        return (mixed &* 0x9E37_79B9_7F4A_7C15) &>> 58
    }

    /// Whether a key entry between `first` and `position` (members of one object) spells `key`.
    private static func hasEarlierKey(
        equalTo key: JSONTape.Entry, from first: Int, before position: Int, in entries: UnsafePointer<JSONTape.Entry>,
        base: UnsafePointer<UInt8>
    ) -> Bool {
        var earlier = first
        while earlier < position {
            let other = entries[earlier]
            if other.count == key.count,
                JSONTape.memcmpEqual(base + Int(other.payload), base + Int(key.payload), Int(key.count))
            {
                return true
            }
            earlier = afterValue(at: earlier &+ 1, in: entries)
        }
        return false
    }

    /// The entry after the value at `index` and everything inside it.
    @inline(__always)
    private static func afterValue(at index: Int, in entries: UnsafePointer<JSONTape.Entry>) -> Int {
        let value = entries[index]
        switch value.kind {
        case .object, .objectWithDuplicates, .array: return Int(value.payload)
        default: return index &+ 1
        }
    }
}
