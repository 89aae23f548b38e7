/// A small direct-mapped cache of recently made short strings, keyed by their UTF-8 bytes.
///
/// GraphQL responses repeat the same keys and `__typename` values thousands of times. Making a
/// `String` validates its bytes again (and allocates past 15 bytes); a cache hit costs a hash of
/// the bytes and one comparison, and shares one string's storage among all its occurrences.
/// Every hit is verified byte for byte, so a hash collision only costs a miss.
struct StringCache: ~Copyable {
    static let slotCount = 512
    static let maximumLength = 32

    private let hashes: UnsafeMutablePointer<UInt64>
    private let strings: UnsafeMutablePointer<String>

    init() {
        hashes = .allocate(capacity: Self.slotCount)
        hashes.initialize(repeating: 0, count: Self.slotCount)
        strings = .allocate(capacity: Self.slotCount)
        strings.initialize(repeating: "", count: Self.slotCount)
    }

    deinit {
        strings.deinitialize(count: Self.slotCount)
        strings.deallocate()
        hashes.deallocate()
    }

    /// The string for `count` valid UTF-8 bytes at `start`, from the cache when possible.
    @inline(__always)
    mutating func string(at start: UnsafePointer<UInt8>, count: Int) -> String {
        guard count <= Self.maximumLength else {
            return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        }
        let hash = Self.hash(start, count)
        let slot = Int(truncatingIfNeeded: hash >> 32) & (Self.slotCount - 1)
        if hashes[slot] == hash {
            let cached = strings[slot]
            let matches =
                cached.utf8.count == count
                && cached.utf8.withContiguousStorageIfAvailable { Self.equal($0.baseAddress, start, count) } == true
            if matches { return cached }
        }
        let string = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        hashes[slot] = hash
        strings[slot] = string
        return string
    }

    @inline(__always)
    private static func hash(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(count)
        let raw = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            offset += 8
        }
        while offset < count {
            hash = (hash ^ UInt64(start[offset])) &* 0x0000_0100_0000_01B3
            offset += 1
        }
        return (hash ^ (hash >> 32)) | 1  // never 0, the value of empty slots
    }

    @inline(__always)
    private static func equal(_ lhs: UnsafePointer<UInt8>?, _ rhs: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard let lhs else { return count == 0 }
        for offset in 0..<count where lhs[offset] != rhs[offset] { return false }
        return true
    }
}
