/// A position's deterministic pseudo-random state: the server's seed mixed with the names and
/// indices on the way to a value. Not `Hasher` (randomly seeded per process): FNV-1a over the
/// bytes, finished with SplitMix64 so that nearby inputs give unrelated outputs.
struct MockSeed: Hashable, Sendable {
    var value: UInt64

    init(_ value: UInt64) { self.value = value }

    /// This seed mixed with `text`.
    func mixing(_ text: String) -> MockSeed {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ value
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return MockSeed(Self.finish(hash))
    }

    /// This seed mixed with a list index.
    func mixing(_ index: Int) -> MockSeed {
        MockSeed(Self.finish(value &+ 0x9e37_79b9_7f4a_7c15 &* UInt64(truncatingIfNeeded: index + 1)))
    }

    /// A number in `0..<bound` (`bound` > 0).
    func number(below bound: Int) -> Int {
        Int(truncatingIfNeeded: value % UInt64(max(bound, 1)))
    }

    /// Eight lowercase hex digits.
    var hex: String {
        let text = String(value & 0xffff_ffff, radix: 16)
        return String(repeating: "0", count: 8 - text.count) + text
    }

    private static func finish(_ input: UInt64) -> UInt64 {
        var z = input &+ 0x9e37_79b9_7f4a_7c15
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }
}
