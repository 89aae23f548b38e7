extension JSONParserCore {
    /// The most keys an object may have for its keys to be checked for repeats; an object with
    /// more is marked as one whose keys may repeat, so that a huge object costs no comparisons.
    static var keysCheckedForRepeats: UInt32 { 16 }

    /// Notes the key entry `key`, written at `position` as the next member of the open object
    /// `frame`: sets the frame's ``JSONTapeFrame/mayRepeatKeys`` when the key has escapes, when it
    /// equals an earlier key, or when the object has more than ``keysCheckedForRepeats`` members.
    /// An object marked so is still read correctly; its look-ups only scan every member.
    ///
    /// Runs for every key of every document, while the key's bytes are still in cache: a key is
    /// compared byte for byte with the earlier ones only when its length and end bytes hash to a
    /// bit that an earlier key set, so distinct keys (the common case) mostly cost one hash each.
    @inline(__always)
    static func noteKey(
        _ key: JSONTape.Entry, at position: Int, of frame: inout JSONTapeFrame,
        in entries: UnsafePointer<JSONTape.Entry>, base: UnsafePointer<UInt8>
    ) {
        guard !frame.mayRepeatKeys else { return }
        guard key.kind == .string, frame.count < keysCheckedForRepeats else {
            frame.mayRepeatKeys = true
            return
        }
        let bit: UInt64 = 1 &<< keyHashBit(key, base: base)
        if frame.keyBits & bit != 0,
            hasEarlierKey(equalTo: key, from: frame.entry &+ 1, before: position, in: entries, base: base)
        {
            frame.mayRepeatKeys = true
        }
        frame.keyBits |= bit
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
    /// Those are all plain strings: a key with escapes marks its object, and none is compared after.
    @inline(never)
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
