/// The package's one writer of quoted JSON strings, shared by ``JSONSerializer`` and the REST
/// `Codable` encoder.
///
/// `"`, `\` and control characters are escaped (`\n`, `\r`, `\t`, `\b`, `\f`, otherwise
/// `\u00XX` in lowercase hex), `/` as `\/` when asked (as `JSONEncoder` does unless
/// `.withoutEscapingSlashes`), and every other character is kept as raw UTF-8. Runs that need no
/// escape are copied in bulk.
package enum JSONStringEscaper {
    /// Appends `string` quoted and escaped.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - output: The bytes to append to.
    ///   - escapingSlashes: Whether `/` is written as `\/`.
    @inlinable
    package static func appendQuoted(_ string: String, to output: inout [UInt8], escapingSlashes: Bool = false) {
        var string = string
        string.withUTF8 { appendQuoted(utf8: $0, to: &output, escapingSlashes: escapingSlashes) }
    }

    /// Appends the UTF-8 text `utf8` quoted and escaped.
    ///
    /// - Parameters:
    ///   - utf8: Valid UTF-8.
    ///   - output: The bytes to append to.
    ///   - escapingSlashes: Whether `/` is written as `\/`.
    @inlinable
    package static func appendQuoted(
        utf8: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], escapingSlashes: Bool = false
    ) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in utf8.indices {
            let byte = utf8[index]
            // One comparison rules out most bytes: only these lie at or below `\` (0x5C)
            // among the ones to escape.
            guard byte <= UInt8(ascii: "\\"), needsEscape(byte, escapingSlashes: escapingSlashes) else { continue }
            if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            appendEscape(of: byte, to: &output)
            runStart = index + 1
        }
        if runStart < utf8.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        output.append(UInt8(ascii: "\""))
    }

    @inlinable @inline(__always)
    static func needsEscape(_ byte: UInt8, escapingSlashes: Bool) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || (escapingSlashes && byte == UInt8(ascii: "/"))
    }

    @usableFromInline
    static func appendEscape(of byte: UInt8, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case 0x0A: output.append(UInt8(ascii: "n"))
        case 0x0D: output.append(UInt8(ascii: "r"))
        case 0x09: output.append(UInt8(ascii: "t"))
        case 0x08: output.append(UInt8(ascii: "b"))
        case 0x0C: output.append(UInt8(ascii: "f"))
        default:
            output.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
            output.append(hexDigit(byte >> 4))
            output.append(hexDigit(byte & 0x0F))
        }
    }

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
