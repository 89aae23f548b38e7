/// The compression step of a Merkle–Damgård hash with 64-byte blocks and a big-endian length.
protocol BlockCompressor: Sendable {
    /// The initial chaining state.
    init()
    /// Mixes one 64-byte block into the state.
    mutating func compress(_ block: UnsafeRawPointer)
    /// The state as digest bytes.
    var digest: [UInt8] { get }
}

/// Buffering and padding shared by SHA-1 and SHA-256 (FIPS 180-4 §5.1.1).
struct BlockHasher<Compressor: BlockCompressor>: Sendable {
    private var compressor = Compressor()
    private var pending: [UInt8] = []
    private var byteCount: UInt64 = 0

    init() {
        pending.reserveCapacity(64)
    }

    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var start = bytes.baseAddress, !bytes.isEmpty else { return }
        var remaining = bytes.count
        byteCount &+= UInt64(remaining)
        if !pending.isEmpty {
            let take = Swift.min(64 - pending.count, remaining)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: start, count: take))
            start += take
            remaining -= take
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { block in
                if let blockStart = block.baseAddress { compressor.compress(blockStart) }
            }
            pending.removeAll(keepingCapacity: true)
        }
        while remaining >= 64 {
            compressor.compress(start)
            start += 64
            remaining -= 64
        }
        if remaining > 0 {
            pending.append(contentsOf: UnsafeRawBufferPointer(start: start, count: remaining))
        }
    }

    mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            update(UnsafeRawBufferPointer(buffer))
        }
        if done == nil {
            Array(bytes).withUnsafeBytes { update($0) }
        }
    }

    /// Pads a copy of the state and returns the digest; the hasher itself is unchanged.
    func finalize() -> [UInt8] {
        var copy = self
        let bitCount = byteCount &* 8
        var padding: [UInt8] = [0x80]
        let afterMarker = (Int(byteCount % 64) + 1) % 64
        let zeros = afterMarker <= 56 ? 56 - afterMarker : 120 - afterMarker
        padding.append(contentsOf: repeatElement(0, count: zeros))
        for shift in stride(from: 56, through: 0, by: -8) {
            padding.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift)))
        }
        padding.withUnsafeBytes { copy.update($0) }
        return copy.compressor.digest
    }
}

extension UnsafeRawPointer {
    /// The big-endian 32-bit word at `offset` bytes.
    @inline(__always)
    func bigEndianWord(at offset: Int) -> UInt32 {
        UInt32(bigEndian: loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }
}
