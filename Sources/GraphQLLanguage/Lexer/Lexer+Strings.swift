extension Lexer {
    /// Reads a `"…"` string, resolving escapes: `\" \\ \/ \b \f \n \r \t`, `\uXXXX` (a surrogate
    /// pair must be written as two escapes that form a valid pair) and `\u{X…}`.
    mutating func readString() throws(GraphQLSyntaxError) -> Token {
        let start = position
        var index = position + 1
        var chunkStart = index
        var decoded: [UInt8]? = nil  // only allocated once an escape appears
        while index < end {
            index = skipOrdinaryStringBytes(from: index)
            guard index < end else { break }
            let byte = base[index]
            if byte == 0x22 {  // closing quote
                let value: String
                if var bytes = decoded {
                    bytes.append(contentsOf: UnsafeBufferPointer(start: base + chunkStart, count: index - chunkStart))
                    value = String(decoding: bytes, as: UTF8.self)
                } else {
                    value = text(chunkStart, index)
                }
                position = index + 1
                return makeToken(.string, start: start, end: position, value: value)
            }
            if byte == 0x5C {  // backslash
                var bytes = decoded ?? []
                bytes.append(contentsOf: UnsafeBufferPointer(start: base + chunkStart, count: index - chunkStart))
                let (scalar, size) = try readEscape(at: index)
                appendUTF8(scalar, to: &bytes)
                decoded = bytes
                index += size
                chunkStart = index
                continue
            }
            if byte == 0x0A || byte == 0x0D { break }
            if byte >= 0x80 { lineIsASCII = false }
            index += 1
        }
        throw error(at: index, "Unterminated string.")
    }

    /// The scalar an escape sequence at `index` (its backslash) stands for, and its length in bytes.
    func readEscape(at index: Int) throws(GraphQLSyntaxError) -> (UInt32, Int) {
        switch base[index + 1] {
        case 0x22: return (0x22, 2)
        case 0x5C: return (0x5C, 2)
        case 0x2F: return (0x2F, 2)
        case 0x62: return (0x08, 2)  // b
        case 0x66: return (0x0C, 2)  // f
        case 0x6E: return (0x0A, 2)  // n
        case 0x72: return (0x0D, 2)  // r
        case 0x74: return (0x09, 2)  // t
        case 0x75:  // u
            if base[index + 2] == 0x7B { return try readVariableWidthEscape(at: index) }
            return try readFixedWidthEscape(at: index)
        default:
            let length = index + 1 < end ? scalarLength(at: index + 1) + 1 : 1
            throw error(at: index, "Invalid character escape sequence: \"\(text(index, index + length))\".")
        }
    }

    /// `\u{X…}`: one to eight hex digits (at most 12 bytes in all) naming a Unicode scalar value.
    private func readVariableWidthEscape(at index: Int) throws(GraphQLSyntaxError) -> (UInt32, Int) {
        var point: UInt32 = 0
        var size = 3
        let maxSize = min(12, end - index)
        while size < maxSize {
            let byte = base[index + size]
            size += 1
            if byte == 0x7D {  // }
                if size >= 5, isScalarValue(point) { return (point, size) }
                break
            }
            guard let digit = hexValue(byte) else { break }
            point = point << 4 | digit
        }
        throw error(at: index, "Invalid Unicode escape sequence: \"\(escapeText(index, size))\".")
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`; lone surrogates are errors.
    private func readFixedWidthEscape(at index: Int) throws(GraphQLSyntaxError) -> (UInt32, Int) {
        if let code = hex16(at: index + 2) {
            if isScalarValue(code) { return (code, 6) }
            if (0xD800...0xDBFF).contains(code), base[index + 6] == 0x5C, base[index + 7] == 0x75,
                let trailing = hex16(at: index + 8), (0xDC00...0xDFFF).contains(trailing)
            {
                return (0x10000 + ((code - 0xD800) << 10) + (trailing - 0xDC00), 12)
            }
        }
        throw error(at: index, "Invalid Unicode escape sequence: \"\(escapeText(index, 6))\".")
    }

    /// The text of an escape sequence for a message, clipped to the source and to scalar boundaries.
    private func escapeText(_ index: Int, _ size: Int) -> String {
        var stop = min(index + size, end)
        while stop < end, base[stop] & 0xC0 == 0x80 { stop += 1 }
        return text(index, stop)
    }

    private func hex16(at index: Int) -> UInt32? {
        guard index + 4 <= end else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexValue(base[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    @inline(__always)
    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        default: nil
        }
    }

    @inline(__always)
    private func isScalarValue(_ point: UInt32) -> Bool {
        point <= 0xD7FF || (0xE000...0x10FFFF).contains(point)
    }

    /// The number of bytes of the scalar starting at `index`.
    func scalarLength(at index: Int) -> Int {
        switch base[index] {
        case 0..<0x80: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }

    /// Appends the UTF-8 encoding of `scalar` (a valid scalar value).
    func appendUTF8(_ scalar: UInt32, to bytes: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            bytes.append(UInt8(scalar))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | scalar >> 6))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | scalar >> 12))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | scalar >> 18))
            bytes.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | scalar & 0x3F))
        }
    }
}
