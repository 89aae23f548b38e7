/// Values by ``CacheKey`` in insertion order, with an open-addressing index: what the in-memory
/// storage keeps its records in.
///
/// A `Dictionary` scatters its entries over the table, so reading records back in the order a
/// response wrote them touches a new cache line for every key, value and record; here keys and
/// values sit in two arrays in insertion order and only the index is probed at random. Each
/// index slot holds the upper half of the key's cached hash next to the entry's position, so a
/// probe compares keys only when those match. The index is at most half full; removal moves the
/// last entry into the hole and shifts the probe run back (no tombstones).
struct RecordTable<Value> {
    /// The keys, in insertion order (the last one moves into a removed one's place).
    private(set) var keys: [CacheKey] = []
    /// The values, parallel to ``keys``.
    private(set) var values: [Value] = []
    /// `0` for an empty slot, else the upper 32 bits of the key's hash and its position + 1.
    private var slots: [UInt64] = []

    /// The number of entries.
    var count: Int { keys.count }

    /// The position of `key`, or `nil`.
    func position(of key: CacheKey) -> Int? {
        guard !slots.isEmpty else { return nil }
        let found = probe(key)
        return found.position
    }

    /// The value at `position`.
    subscript(position: Int) -> Value {
        get { values[position] }
        _modify { yield &values[position] }
    }

    /// Appends an entry for `key`, which must not be in the table.
    ///
    /// - Returns: The new entry's position.
    @discardableResult
    mutating func append(_ key: CacheKey, _ value: Value) -> Int {
        if (keys.count + 1) * 2 > slots.count { rehash(minimumCapacity: keys.count + 1) }
        let position = keys.count
        keys.append(key)
        values.append(value)
        slots[probe(key).slot] = Self.slot(key, position)
        return position
    }

    /// The position of `key`'s entry, appending one with `make()`'s value first when there is
    /// none: one probe of the index either way (a look-up then ``append(_:_:)`` probes twice).
    ///
    /// - Returns: The entry's position, and whether it was appended.
    mutating func findOrAppend(_ key: CacheKey, _ make: () -> Value) -> (position: Int, appended: Bool) {
        // Grow first, so that the empty slot the probe finds stays the key's slot.
        if (keys.count + 1) * 2 > slots.count { rehash(minimumCapacity: keys.count + 1) }
        let found = probe(key)
        if let position = found.position { return (position, false) }
        let position = keys.count
        keys.append(key)
        values.append(make())
        slots[found.slot] = Self.slot(key, position)
        return (position, true)
    }

    /// Makes room for `capacity` entries in all.
    mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        if capacity * 2 > slots.count { rehash(minimumCapacity: capacity) }
    }

    /// Removes the entry of `key`, if any; the last entry takes its position.
    ///
    /// - Returns: The removed value.
    @discardableResult
    mutating func remove(_ key: CacheKey) -> Value? {
        guard !slots.isEmpty, let position = probe(key).position else { return nil }
        clearSlot(of: key)
        let last = keys.count - 1
        if position != last {
            let moved = keys[last]
            slots[probe(moved).slot] = Self.slot(moved, position)
            keys.swapAt(position, last)
            values.swapAt(position, last)
        }
        keys.removeLast()
        return values.removeLast()
    }

    /// Removes every entry.
    mutating func removeAll() {
        keys = []
        values = []
        slots = []
    }

    // MARK: The index

    private static func tag(_ key: CacheKey) -> UInt64 {
        UInt64(truncatingIfNeeded: key.hashCode) & 0xFFFF_FFFF_0000_0000
    }

    private static func slot(_ key: CacheKey, _ position: Int) -> UInt64 { tag(key) | UInt64(position + 1) }

    private func home(_ key: CacheKey) -> Int { key.hashCode & (slots.count - 1) }

    /// The slot holding `key` with its position, or the empty slot where it would go.
    private func probe(_ key: CacheKey) -> (slot: Int, position: Int?) {
        let mask = slots.count - 1
        let tag = Self.tag(key)
        var slot = home(key)
        while true {
            let entry = slots[slot]
            if entry == 0 { return (slot, nil) }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let position = Int(entry & 0xFFFF_FFFF) - 1
                if keys[position] == key { return (slot, position) }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Empties the slot of `key` (which is in the table) and shifts the entries after it in its
    /// probe run back, so that every entry stays reachable from its home slot.
    private mutating func clearSlot(of key: CacheKey) {
        let mask = slots.count - 1
        var hole = probe(key).slot
        var next = (hole + 1) & mask
        while slots[next] != 0 {
            let home = home(keys[Int(slots[next] & 0xFFFF_FFFF) - 1])
            // The entry may fill the hole when the hole lies between its home and its slot.
            if (next &- home) & mask >= (next &- hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = 0
    }

    private mutating func rehash(minimumCapacity: Int) {
        var size = 16
        while size < minimumCapacity * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        for (position, key) in keys.enumerated() { slots[probe(key).slot] = Self.slot(key, position) }
    }
}

extension RecordTable: Sendable where Value: Sendable {}
