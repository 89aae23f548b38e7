/// Lowercase hexadecimal text for bytes, e.g. digests.
package enum HexText {
    private static let digits = Array("0123456789abcdef".utf8)

    /// The bytes as lowercase hex, two characters per byte.
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: Hex text such as `"ba7816bf"`.
    package static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
