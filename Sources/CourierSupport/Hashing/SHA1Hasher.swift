/// The SHA-1 hash (FIPS 180-4), one-shot or incremental, in portable Swift.
///
/// SHA-1 is broken for collision resistance; it is here for protocols that still name it
/// (such as the WebSocket handshake's `Sec-WebSocket-Accept`), not for security.
package struct SHA1Hasher: Sendable {
    /// The digest length in bytes.
    package static let byteCount = 20

    private var hasher = BlockHasher<SHA1Compressor>()

    /// Creates a hasher with nothing hashed yet.
    package init() {}

    /// Adds bytes to the message.
    ///
    /// - Parameter bytes: The next bytes.
    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bytes)
    }

    /// Adds bytes to the message.
    ///
    /// - Parameter bytes: The next bytes, e.g. `[UInt8]`, `Data` or `string.utf8`.
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        hasher.update(bytes)
    }

    /// The digest of everything added so far; the hasher can keep going afterwards.
    ///
    /// - Returns: 20 bytes.
    package func finalize() -> [UInt8] {
        hasher.finalize()
    }

    /// The digest of a whole message.
    ///
    /// - Parameter bytes: The message.
    /// - Returns: 20 bytes.
    package static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var hasher = SHA1Hasher()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The lowercase hex digest of a whole message.
    ///
    /// - Parameter bytes: The message.
    /// - Returns: 40 hex characters.
    package static func hexDigest(_ bytes: some Sequence<UInt8>) -> String {
        HexText.lowercase(hash(bytes))
    }
}

/// SHA-1's compression function (FIPS 180-4 §6.1.2).
struct SHA1Compressor: BlockCompressor {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0
    )

    init() {}

    @inline(__always)
    private static func rotateLeft(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value << count) | (value >> (32 - count))
    }

    mutating func compress(_ block: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { schedule in
            for index in 0..<16 { schedule[index] = block.bigEndianWord(at: index * 4) }
            for index in 16..<80 {
                schedule[index] = Self.rotateLeft(
                    schedule[index - 3] ^ schedule[index - 8] ^ schedule[index - 14] ^ schedule[index - 16], 1)
            }
            var (a, b, c, d, e) = state
            for index in 0..<80 {
                let mix: UInt32
                let constant: UInt32
                switch index {
                case 0..<20:
                    mix = (b & c) | (~b & d)
                    constant = 0x5A82_7999
                case 20..<40:
                    mix = b ^ c ^ d
                    constant = 0x6ED9_EBA1
                case 40..<60:
                    mix = (b & c) | (b & d) | (c & d)
                    constant = 0x8F1B_BCDC
                default:
                    mix = b ^ c ^ d
                    constant = 0xCA62_C1D6
                }
                let temp = Self.rotateLeft(a, 5) &+ mix &+ e &+ constant &+ schedule[index]
                (e, d, c, b, a) = (d, c, Self.rotateLeft(b, 30), a, temp)
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
        }
    }

    var digest: [UInt8] {
        let words = [state.0, state.1, state.2, state.3, state.4]
        return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }
}
