/// Strict UTF-8 validation for text messages and close reasons (RFC 6455 §8.1).
enum UTF8Validation {
    /// The text the bytes spell, or `nil` when they are not valid UTF-8 (overlong forms,
    /// surrogates and truncated sequences included).
    static func string(from bytes: some Collection<UInt8>) -> String? {
        if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            case .error: return nil
            }
        }
    }
}
