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
        var keyWord: UInt32 = 0
        withUnsafeMutableBytes(of: &keyWord) { word in
            (word[0], word[1], word[2], word[3]) = key
        }
        // The key twice in one 64-bit word, in memory order on either endianness.
        let wide = UInt64(keyWord) | UInt64(keyWord) << 32
        var offset = 0
        while offset + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            base.storeBytes(of: word ^ wide, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        withUnsafeBytes(of: keyWord) { keyBytes in
            while offset < count {
                let byte = base.load(fromByteOffset: offset, as: UInt8.self)
                base.storeBytes(of: byte ^ keyBytes[offset & 3], toByteOffset: offset, as: UInt8.self)
                offset += 1
            }
        }
    }
}
