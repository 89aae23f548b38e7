extension JSONParserCore {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any of the eight bytes in `word` needs a closer look: a quote, a backslash, a
    /// control character or a non-ASCII byte. False positives are possible only in bytes after a
    /// true positive, so the lowest flagged byte is always a real one.
    @inline(__always)
    static func specialBytes(in word: UInt64) -> UInt64 {
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hasQuote = (quote &- ones) & ~quote
        let hasBackslash = (backslash &- ones) & ~backslash
        let hasControl = (word &- ones &* 0x20) & ~word
        return (hasQuote | hasBackslash | hasControl | word) & highBits
    }

    /// Steps `offset` eight bytes at a time over string bytes that need no closer look, stopping
    /// at the first byte that may (see ``specialBytes(in:)``) or when fewer than eight are left.
    @inline(__always)
    static func skipPlainStringBytes(_ base: UnsafePointer<UInt8>, _ offset: inout Int, end: Int) {
        while offset &+ 8 <= end {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let special = specialBytes(in: word)
            if special != 0 {
                offset &+= special.trailingZeroBitCount >> 3
                return
            }
            offset &+= 8
        }
    }

    /// Parses a string body; the position is just past the opening quote.
    ///
    /// The fast path scans eight bytes at a time and makes the `String` straight from the input
    /// when there are no escapes.
    @inline(__always)
    mutating func parseString() throws(JSONParseError) -> String {
        let start = position
        while true {
            Self.skipPlainStringBytes(base, &position, end: end)
            guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                let string = stringCache.string(at: base + start, count: position - start)
                position += 1
                return string
            } else if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(from: start)
            } else if byte < 0x20 {
                throw error(.controlCharacterInString(byte), at: position)
            } else if byte >= 0x80 {
                try validateUTF8Sequence()
            } else {
                position += 1
            }
        }
    }

    /// Parses the rest of a string that has escapes, copying it into the reusable buffer; the
    /// position is at the first backslash and `start` just past the opening quote. The bytes
    /// between escapes are found eight at a time and copied as one run.
    private mutating func parseEscapedString(from start: Int) throws(JSONParseError) -> String {
        stringBuffer.removeAll(keepingCapacity: true)
        var runStart = start
        while true {
            Self.skipPlainStringBytes(base, &position, end: end)
            guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                appendRun(from: runStart)
                position += 1
                return String(decoding: stringBuffer, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                appendRun(from: runStart)
                try appendEscape()
                runStart = position
            } else if byte < 0x20 {
                throw error(.controlCharacterInString(byte), at: position)
            } else if byte >= 0x80 {
                try validateUTF8Sequence()
            } else {
                position += 1
            }
        }
    }

    /// Appends the string bytes from `runStart` up to the position to the string buffer.
    @inline(__always)
    private mutating func appendRun(from runStart: Int) {
        if position > runStart {
            stringBuffer.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: position - runStart))
        }
    }

    /// Decodes one escape at the position (a backslash) into the string buffer.
    private mutating func appendEscape() throws(JSONParseError) {
        let escapeStart = position
        position += 1
        guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
        let letter = base[position]
        position += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): stringBuffer.append(letter)
        case UInt8(ascii: "b"): stringBuffer.append(0x08)
        case UInt8(ascii: "f"): stringBuffer.append(0x0C)
        case UInt8(ascii: "n"): stringBuffer.append(0x0A)
        case UInt8(ascii: "r"): stringBuffer.append(0x0D)
        case UInt8(ascii: "t"): stringBuffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHexQuad()
            var scalar = UInt32(unit)
            if (0xDC00...0xDFFF).contains(unit) {
                throw error(.loneSurrogate(unit), at: escapeStart)
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard position + 1 < end, base[position] == UInt8(ascii: "\\"), base[position + 1] == UInt8(ascii: "u")
                else {
                    throw error(.loneSurrogate(unit), at: escapeStart)
                }
                position += 2
                let low = try parseHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw error(.loneSurrogate(unit), at: escapeStart) }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            }
            appendUTF8(scalar)
        default:
            throw error(.invalidEscape("\\\(Character(Unicode.Scalar(letter)))"), at: escapeStart)
        }
    }

    private mutating func parseHexQuad() throws(JSONParseError) -> UInt16 {
        guard position + 4 <= end else { throw error(.unexpectedEndOfInput, at: end) }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = base[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(.invalidEscape("\\u needs four hex digits"), at: position)
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    private mutating func appendUTF8(_ scalar: UInt32) {
        switch scalar {
        case 0..<0x80:
            stringBuffer.append(UInt8(scalar))
        case 0x80..<0x800:
            stringBuffer.append(UInt8(0xC0 | scalar >> 6))
            stringBuffer.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            stringBuffer.append(UInt8(0xE0 | scalar >> 12))
            stringBuffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            stringBuffer.append(UInt8(0x80 | scalar & 0x3F))
        default:
            stringBuffer.append(UInt8(0xF0 | scalar >> 18))
            stringBuffer.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            stringBuffer.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            stringBuffer.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// Checks the multi-byte UTF-8 sequence at the position (RFC 3629 table) and steps over it.
    mutating func validateUTF8Sequence() throws(JSONParseError) {
        let lead = base[position]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondRange = 0x80...0x9F
        case 0xF0:
            length = 4
            secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondRange = 0x80...0x8F
        default: throw error(.invalidUTF8, at: position)
        }
        guard position + length <= end else { throw error(.invalidUTF8, at: position) }
        guard secondRange.contains(base[position + 1]) else { throw error(.invalidUTF8, at: position) }
        for offset in 2..<length where base[position + offset] & 0xC0 != 0x80 {
            throw error(.invalidUTF8, at: position)
        }
        position += length
    }
}
