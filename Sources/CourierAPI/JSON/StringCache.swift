/// A small direct-mapped cache of recently made short strings, keyed by their UTF-8 bytes.
///
/// GraphQL responses repeat the same keys and `__typename` values thousands of times. Making a
/// `String` validates its bytes again (and allocates past 15 bytes); a cache hit costs a hash of
/// the bytes and one comparison, and shares one string's storage among all its occurrences.
/// Every hit is verified byte for byte, so a hash collision only costs a miss.
///
/// The slots are allocated on the first cacheable string, sized for the input (a small
/// subscription message gets a few, a large response 512), and only slots that were filled are
/// ever initialized: a parse that makes no short strings — the tape's, which keeps strings as
/// byte ranges — never allocates the cache at all.
struct StringCache: ~Copyable {
    static let maximumSlotCount = 512
    static let minimumSlotCount = 16
    static let maximumLength = 32

    /// How many slots the cache gets once it is first used (a power of two).
    private let slotCount: Int
    /// A slot's hash, 0 while the slot is empty (and its string uninitialized).
    private var hashes: UnsafeMutablePointer<UInt64>?
    private var strings: UnsafeMutablePointer<String>?

    /// Creates an empty cache for a document of `inputSize` bytes; nothing is allocated yet.
    init(inputSize: Int) {
        // About one slot per 16 bytes of input, as a power of two within the bounds.
        let wanted = max(Self.minimumSlotCount, min(Self.maximumSlotCount, inputSize / 16))
        slotCount = wanted.nonzeroBitCount == 1 ? wanted : 1 << (Int.bitWidth - wanted.leadingZeroBitCount)
    }

    deinit {
        guard let hashes, let strings else { return }
        for slot in 0..<slotCount where hashes[slot] != 0 {
            (strings + slot).deinitialize(count: 1)
        }
        strings.deallocate()
        hashes.deallocate()
    }

    /// The string for `count` valid UTF-8 bytes at `start`, from the cache when possible.
    @inline(__always)
    mutating func string(at start: UnsafePointer<UInt8>, count: Int) -> String {
        guard count <= Self.maximumLength else {
            return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        }
        guard let hashes, let strings else { return firstString(at: start, count: count) }
        let hash = Self.hash(start, count)
        let slot = Int(truncatingIfNeeded: hash >> 32) & (slotCount - 1)
        let previous = hashes[slot]
        if previous == hash {
            let cached = strings[slot]
            let matches =
                cached.utf8.count == count
                && cached.utf8.withContiguousStorageIfAvailable { Self.equal($0.baseAddress, start, count) } == true
            if matches { return cached }
        }
        let string = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
        if previous == 0 {
            (strings + slot).initialize(to: string)
        } else {
            strings[slot] = string
        }
        hashes[slot] = hash
        return string
    }

    /// Allocates the slots and caches the first string.
    @inline(never)
    private mutating func firstString(at start: UnsafePointer<UInt8>, count: Int) -> String {
        let hashes = UnsafeMutablePointer<UInt64>.allocate(capacity: slotCount)
        hashes.initialize(repeating: 0, count: slotCount)
        self.hashes = hashes
        strings = .allocate(capacity: slotCount)
        return string(at: start, count: count)
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
