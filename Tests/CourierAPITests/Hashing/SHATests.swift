import CourierAPI
import Testing

/// The public ``SHA256`` over CourierSupport's hasher (whose vectors live in CourierSupportTests).
@Suite("SHA-256")
struct SHATests {
    static let fips448 = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"

    @Test(
        "SHA-256 FIPS 180-2 vectors",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (fips448, "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ])
    func sha256Vectors(message: String, expected: String) {
        #expect(SHA256.hexDigest(message.utf8) == expected)
    }

    @Test("incremental equals one-shot, and finalize leaves the hasher usable")
    func incremental() {
        let message = (0..<777).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        var hasher = SHA256()
        for start in stride(from: 0, to: message.count, by: 61) {
            hasher.update(message[start..<min(start + 61, message.count)])
        }
        #expect(hasher.finalize() == SHA256.hash(message))
        message.withUnsafeBytes { hasher.update($0) }
        #expect(hasher.finalize() == SHA256.hash(message + message))
        #expect(SHA256.hash(message).count == SHA256.byteCount)
    }
}
