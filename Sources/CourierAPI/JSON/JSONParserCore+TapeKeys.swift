extension JSONParserCore {
    /// Whether the keys of the closed object at `index` may repeat: `true` when two are equal,
    /// and (to keep closing an object cheap) whenever there are many keys or any key has escapes.
    /// An object marked so is still read correctly; its look-ups only scan every member.
    static func mayRepeatKeys(
        ofObjectAt index: Int, in entries: UnsafePointer<JSONTape.Entry>, base: UnsafePointer<UInt8>
    ) -> Bool {
        let object = entries[index]
        guard object.count > 1 else { return false }
        guard object.count <= 16 else { return true }
        let end = Int(object.payload)
        var position = index &+ 1
        while position < end {
            let key = entries[position]
            if key.kind != .string { return true }
            var earlier = index &+ 1
            while earlier < position {
                let other = entries[earlier]
                if other.count == key.count,
                    JSONTape.memcmpEqual(base + Int(other.payload), base + Int(key.payload), Int(key.count))
                {
                    return true
                }
                earlier = afterValue(at: earlier &+ 1, in: entries)
            }
            position = afterValue(at: position &+ 1, in: entries)
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
