/// The UTF-8 bytes of a source, followed by zero padding so that the lexer may peek a few bytes past
/// the end without bounds checks.
///
/// Immutable after `init`; the lexer reads it through ``base`` while holding a reference to it.
final class SourceBuffer {
    /// The number of padding bytes after the source's bytes.
    static let padding = 4
    /// The first byte.
    let base: UnsafeMutablePointer<UInt8>
    /// The number of source bytes (padding excluded).
    let count: Int

    /// Copies the UTF-8 bytes of `text`.
    init(_ text: String) {
        var text = text
        (base, count) = text.withUTF8 { utf8 in
            let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: utf8.count + Self.padding)
            if let address = utf8.baseAddress, !utf8.isEmpty {
                storage.initialize(from: address, count: utf8.count)
            }
            (storage + utf8.count).initialize(repeating: 0, count: Self.padding)
            return (storage, utf8.count)
        }
    }

    deinit { base.deallocate() }
}
