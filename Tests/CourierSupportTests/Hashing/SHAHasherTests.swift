import CourierSupport
import Testing

/// The SplitMix64 generator the reference script uses to make its messages.
private struct SplitMix64 {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    static func message(seed: UInt64, length: Int) -> [UInt8] {
        var generator = SplitMix64(state: seed)
        return (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    }
}

@Suite("SHA-1 and SHA-256")
struct SHAHasherTests {
    static let fips448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    static let fips896 =
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmno"
        + "ijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"

    @Test(
        "SHA-256 FIPS 180-2 vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (fips448, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
            (fips896, "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
        ])
    func sha256Vectors(message: String, expected: String) {
        #expect(SHA256Hasher.hexDigest(message.utf8) == expected)
    }

    @Test(
        "SHA-1 FIPS 180-2 vectors",
        arguments: [
            ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
            ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
            (fips448, "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
            (fips896, "a49b2446a02c645bf419f995b67091253a04a259"),
        ])
    func sha1Vectors(message: String, expected: String) {
        #expect(SHA1Hasher.hexDigest(message.utf8) == expected)
    }

    @Test("one million 'a' in uneven chunks")
    func millionA() {
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000)
        var sha256 = SHA256Hasher()
        var sha1 = SHA1Hasher()
        var fed = 0
        var step = 1
        while fed < 1_000_000 {
            let count = min(step, 1_000_000 - fed, chunk.count)
            sha256.update(chunk[0..<count])
            sha1.update(chunk[0..<count])
            fed += count
            step = step % 997 + 13
        }
        let sha256Hex = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        #expect(HexText.lowercase(sha256.finalize()) == sha256Hex)
        #expect(HexText.lowercase(sha1.finalize()) == "34aa973cd4c4daa4f61eeb2bdbad27316534016f")
    }

    @Test("matches Python's hashlib on random messages")
    func matchesHashlib() {
        #expect(HashReferenceVectors.cases.count > 300)
        for vector in HashReferenceVectors.cases {
            let message = SplitMix64.message(seed: vector.seed, length: vector.length)
            let name = "seed \(vector.seed) length \(vector.length)"
            #expect(SHA256Hasher.hexDigest(message) == vector.sha256, "SHA-256 \(name)")
            #expect(SHA1Hasher.hexDigest(message) == vector.sha1, "SHA-1 \(name)")
        }
    }

    @Test("incremental equals one-shot, and finalize leaves the hasher usable")
    func incremental() {
        let message = SplitMix64.message(seed: 7, length: 777)
        var hasher = SHA256Hasher()
        for start in stride(from: 0, to: message.count, by: 61) {
            hasher.update(message[start..<min(start + 61, message.count)])
        }
        #expect(hasher.finalize() == SHA256Hasher.hash(message))
        hasher.update([1, 2, 3] as [UInt8])
        #expect(hasher.finalize() == SHA256Hasher.hash(message + [1, 2, 3]))
        #expect(SHA256Hasher.hash(message).count == SHA256Hasher.byteCount)
        #expect(SHA1Hasher.hash(message).count == SHA1Hasher.byteCount)
    }
}
