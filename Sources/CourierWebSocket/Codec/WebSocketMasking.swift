/// The XOR masking of RFC 6455 §5.3, its own inverse.
enum WebSocketMasking {
    /// XORs `bytes` in place with the 4-byte key, starting at key byte 0.
    static func apply(key: (UInt8, UInt8, UInt8, UInt8), to bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBytes { apply(key: key, to: $0) }
    }

    /// XORs `bytes` in place with the 4-byte key, starting at key byte 0.
    static func apply(key: (UInt8, UInt8, UInt8, UInt8), to bytes: UnsafeMutableRawBufferPointer) {
        let count = bytes.count
        guard count > 0, let base = bytes.baseAddress else { return }
        // Eight bytes at a time: the key repeated twice as a 64-bit word (byte order agnostic,
        // since the word is built from the same bytes it is applied to).
        var wide: UInt64 = 0
        withUnsafeMutableBytes(of: &wide) { word in
            for index in 0..<8 { word[index] = [key.0, key.1, key.2, key.3][index & 3] }
        }
        var offset = 0
        while offset + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            base.storeBytes(of: word ^ wide, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        let keyBytes = [key.0, key.1, key.2, key.3]
        while offset < count {
            base.storeBytes(of: base.load(fromByteOffset: offset, as: UInt8.self) ^ keyBytes[offset & 3], toByteOffset: offset, as: UInt8.self)
            offset += 1
        }
    }
}
