// The tape parser's loop. It keeps the position, the entry count and the innermost container in
// locals and writes entries through a pointer with one room check per value, because it runs
// once per token of every response; the slow paths (escapes, non-ASCII, numbers, errors) go
// through the same `JSONParserCore` methods as the tree parser, so the errors are the same.
extension JSONParserCore {
    /// The most entries one step of ``fillTape(_:count:capacity:tape:)`` appends: a value, a
    /// container's first key, and the key after a `,`.
    static var entriesPerStep: Int { 3 }

    /// Parses values onto `entries` until the document's top-level value is complete (`true`)
    /// or fewer than ``entriesPerStep`` entries are free (`false`, at the start of a value; the
    /// parse resumes there with a larger buffer).
    ///
    /// - Parameters:
    ///   - entries: Room for `capacity` entries; the first `count` are written.
    ///   - count: The number of written entries, updated.
    ///   - capacity: The room at `entries`.
    ///   - tape: The numbers, strings and open containers, updated.
    mutating func fillTape(
        _ entries: UnsafeMutablePointer<JSONTape.Entry>, count: inout Int, capacity: Int,
        tape: inout JSONTapeBuilder
    ) throws(JSONParseError) -> Bool {
        let base = base
        let end = end
        var p = position
        var n = count
        var current = tape.current
        var frames = tape.frames
        var strings = tape.strings
        (tape.frames, tape.strings) = ([], [])
        defer {
            (tape.frames, tape.strings, tape.current) = (frames, strings, current)
            position = p
            count = n
        }
        nextValue: while true {
            if capacity &- n < Self.entriesPerStep { return false }
            while p < end, Self.isWhitespace(base[p]) { p &+= 1 }
            guard p < end else { throw error(.unexpectedEndOfInput, at: p) }
            let byte = base[p]
            switch byte {
            case UInt8(ascii: "\""):
                p &+= 1
                entries[n] = try tapeString(at: &p, strings: &strings)
                n &+= 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                let depth = current.entry < 0 ? 0 : frames.count + 1
                if depth >= options.maximumDepth {
                    throw error(.nestingTooDeep(limit: options.maximumDepth), at: p)
                }
                p &+= 1
                while p < end, Self.isWhitespace(base[p]) { p &+= 1 }
                let entry = n
                entries[n] = JSONTape.Entry(isObject ? .object : .array, payload: UInt32(truncatingIfNeeded: n &+ 1))
                n &+= 1
                if p < end, base[p] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    p &+= 1
                } else {
                    if current.entry >= 0 { frames.append(current) }
                    current = JSONTapeFrame(entry: entry, count: 0, isObject: isObject)
                    if isObject {
                        let key = try tapeKey(at: &p, strings: &strings)
                        entries[n] = key
                        Self.noteKey(key, at: n, of: &current, in: entries, base: base)
                        n &+= 1
                    }
                    continue nextValue
                }
            case UInt8(ascii: "t"):
                try literal("true", word: 0x6575_7274, at: &p)
                entries[n] = JSONTape.Entry(.true)
                n &+= 1
            case UInt8(ascii: "f"):
                if p &+ 5 <= end, base[p &+ 4] == UInt8(ascii: "e"),
                    UnsafeRawPointer(base + p).loadUnaligned(as: UInt32.self) == UInt32(littleEndian: 0x736C_6166)
                {
                    p &+= 5
                } else {
                    position = p
                    try expectLiteral("false")
                    p = position
                }
                entries[n] = JSONTape.Entry(.false)
                n &+= 1
            case UInt8(ascii: "n"):
                try literal("null", word: 0x6C6C_756E, at: &p)
                entries[n] = JSONTape.Entry(.null)
                n &+= 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                position = p
                let number = try parseNumber()
                p = position
                switch number {
                case .integer(let value): entries[n] = JSONTape.Entry(.integer, bits: UInt64(bitPattern: value))
                case .double(let value): entries[n] = JSONTape.Entry(.double, bits: value.bitPattern)
                case .literal(let text):
                    strings.append(text)
                    entries[n] = JSONTape.Entry(.numberLiteral, payload: UInt32(truncatingIfNeeded: strings.count &- 1))
                }
                n &+= 1
            default:
                throw error(.unexpectedCharacter(found: byte, expected: "a value"), at: p)
            }

            // A value is complete: count it in its container, closing containers as they end.
            while current.entry >= 0 {
                current.count &+= 1
                while p < end, Self.isWhitespace(base[p]) { p &+= 1 }
                guard p < end else { throw error(.unexpectedEndOfInput, at: p) }
                let next = base[p]
                p &+= 1
                if next == UInt8(ascii: ",") {
                    if current.isObject {
                        while p < end, Self.isWhitespace(base[p]) { p &+= 1 }
                        let key = try tapeKey(at: &p, strings: &strings)
                        entries[n] = key
                        Self.noteKey(key, at: n, of: &current, in: entries, base: base)
                        n &+= 1
                    }
                    continue nextValue
                }
                guard next == (current.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    let expected = current.isObject ? "',' or '}'" : "',' or ']'"
                    throw error(.unexpectedCharacter(found: next, expected: expected), at: p &- 1)
                }
                let closed = current.entry
                entries[closed].payload = UInt32(truncatingIfNeeded: n)
                entries[closed].count = current.count
                if current.mayRepeatKeys, current.count > 1 { entries[closed].kind = .objectWithDuplicates }
                current = frames.popLast() ?? .topLevel
            }
            return true
        }
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Steps over `literal` (four bytes, `word` little-endian) at `p`; anything else fails as
    /// ``expectLiteral(_:)`` does.
    @inline(__always)
    private mutating func literal(_ literal: StaticString, word: UInt32, at p: inout Int) throws(JSONParseError) {
        if p &+ 4 <= end, UnsafeRawPointer(base + p).loadUnaligned(as: UInt32.self) == UInt32(littleEndian: word) {
            p &+= 4
            return
        }
        position = p
        try expectLiteral(literal)
        p = position
    }

    /// The entry of `"key"` at `p` (the opening quote), stepping over the `:` after it.
    @inline(__always)
    private mutating func tapeKey(at p: inout Int, strings: inout [String]) throws(JSONParseError) -> JSONTape.Entry {
        guard p < end else { throw error(.unexpectedEndOfInput, at: p) }
        guard base[p] == UInt8(ascii: "\"") else {
            throw error(.unexpectedCharacter(found: base[p], expected: "a string key"), at: p)
        }
        p &+= 1
        let key = try tapeString(at: &p, strings: &strings)
        // The colon usually follows the key at once.
        if p < end, base[p] == UInt8(ascii: ":") {
            p &+= 1
            return key
        }
        while p < end, Self.isWhitespace(base[p]) { p &+= 1 }
        guard p < end else { throw error(.unexpectedEndOfInput, at: p) }
        guard base[p] == UInt8(ascii: ":") else {
            throw error(.unexpectedCharacter(found: base[p], expected: "':'"), at: p)
        }
        p &+= 1
        return key
    }

    /// The entry of the string whose body starts at `p` (just past the opening quote); `p` ends
    /// past the closing quote. Strings without escapes stay byte ranges; the rare ones with
    /// escapes are decoded now.
    @inline(__always)
    private mutating func tapeString(at p: inout Int, strings: inout [String]) throws(JSONParseError)
        -> JSONTape.Entry
    {
        let start = p
        while true {
            Self.skipPlainStringBytes(base, &p, end: end)
            guard p < end else { throw error(.unexpectedEndOfInput, at: p) }
            let byte = base[p]
            if byte == UInt8(ascii: "\"") {
                let entry = JSONTape.Entry(
                    .string, payload: UInt32(truncatingIfNeeded: start), count: UInt32(truncatingIfNeeded: p &- start))
                p &+= 1
                return entry
            } else if byte == UInt8(ascii: "\\") {
                position = start
                let string = try parseString()
                p = position
                strings.append(string)
                return JSONTape.Entry(.escapedString, payload: UInt32(truncatingIfNeeded: strings.count &- 1))
            } else if byte < 0x20 {
                throw error(.controlCharacterInString(byte), at: p)
            } else if byte >= 0x80 {
                position = p
                try validateUTF8Sequence()
                p = position
            } else {
                p &+= 1
            }
        }
    }
}
