/// What ``JSONParserCore/parseTape(into:)`` produces: the parts of a ``JSONTape``.
struct JSONTapeBuilder {
    var entries: [JSONTape.Entry] = []
    var numbers: [JSONNumber] = []
    var strings: [String] = []

    init(expectedBytes: Int) {
        // Short tokens average well over 8 bytes in GraphQL responses; a guess that is too small
        // only costs a few reallocations.
        entries.reserveCapacity(expectedBytes / 8 + 16)
    }
}

extension JSONParserCore {
    /// An open container on the tape: its entry and how many values it holds so far.
    private struct TapeFrame {
        var entry: Int
        var count: UInt32
        var isObject: Bool
    }

    /// Parses the whole document onto a tape, with the same checks and errors as
    /// ``parseDocument()``.
    mutating func parseTape(into tape: inout JSONTapeBuilder) throws(JSONParseError) {
        if let limit = options.maximumInputSize, end > limit {
            throw error(.inputTooLarge(limit: limit), at: limit)
        }
        let tapeLimit = Int(UInt32.max) - 1
        if end > tapeLimit { throw error(.inputTooLarge(limit: tapeLimit), at: tapeLimit) }
        if options.skipsByteOrderMark, end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            position = 3
        }
        try parseTapeValues(into: &tape)
        skipWhitespace()
        if position < end { throw error(.trailingCharacters, at: position) }
    }

    private mutating func parseTapeValues(into tape: inout JSONTapeBuilder) throws(JSONParseError) {
        // The innermost open container lives in locals; `frames` holds the ones around it.
        var frames: [TapeFrame] = []
        var current = TapeFrame(entry: -1, count: 0, isObject: false)
        nextValue: while true {
            skipWhitespace()
            guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                try appendTapeString(into: &tape)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = byte == UInt8(ascii: "{")
                let depth = current.entry < 0 ? 0 : frames.count + 1
                if depth >= options.maximumDepth {
                    throw error(.nestingTooDeep(limit: options.maximumDepth), at: position)
                }
                position += 1
                skipWhitespace()
                let entry = tape.entries.count
                tape.entries.append(JSONTape.Entry(isObject ? .object : .array, payload: UInt32(entry + 1)))
                if position < end, base[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                } else {
                    if current.entry >= 0 { frames.append(current) }
                    current = TapeFrame(entry: entry, count: 0, isObject: isObject)
                    if isObject { try appendTapeKey(into: &tape) }
                    continue nextValue
                }
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                tape.entries.append(JSONTape.Entry(.true))
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                tape.entries.append(JSONTape.Entry(.false))
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                tape.entries.append(JSONTape.Entry(.null))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let number = try parseNumber()
                tape.entries.append(JSONTape.Entry(.number, payload: UInt32(tape.numbers.count)))
                tape.numbers.append(number)
            default:
                throw error(.unexpectedCharacter(found: byte, expected: "a value"), at: position)
            }

            // A value is complete: count it in its container, closing containers as they end.
            while current.entry >= 0 {
                current.count += 1
                skipWhitespace()
                guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
                let next = base[position]
                position += 1
                if next == UInt8(ascii: ",") {
                    if current.isObject {
                        skipWhitespace()
                        try appendTapeKey(into: &tape)
                    }
                    continue nextValue
                }
                guard next == (current.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    let expected = current.isObject ? "',' or '}'" : "',' or ']'"
                    throw error(.unexpectedCharacter(found: next, expected: expected), at: position - 1)
                }
                let closed = current.entry
                tape.entries[closed].payload = UInt32(tape.entries.count)
                tape.entries[closed].count = current.count
                if current.isObject, current.count > 1,
                    Self.mayRepeatKeys(ofObjectAt: closed, in: tape.entries, base: base)
                {
                    tape.entries[closed].kind = .objectWithDuplicates
                }
                current = frames.popLast() ?? TapeFrame(entry: -1, count: 0, isObject: false)
            }
            return
        }
    }

    /// Appends `"key"` and steps over the `:` after it; the position is at the opening quote.
    /// Inlined: it runs once per member, and a call there costs as much as scanning a short key.
    @inline(__always)
    private mutating func appendTapeKey(into tape: inout JSONTapeBuilder) throws(JSONParseError) {
        guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
        guard base[position] == UInt8(ascii: "\"") else {
            throw error(.unexpectedCharacter(found: base[position], expected: "a string key"), at: position)
        }
        position += 1
        try appendTapeString(into: &tape)
        skipWhitespace()
        guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
        guard base[position] == UInt8(ascii: ":") else {
            throw error(.unexpectedCharacter(found: base[position], expected: "':'"), at: position)
        }
        position += 1
    }

    /// Appends a string whose body starts at the position (just past the opening quote). Strings
    /// without escapes stay byte ranges; the rare ones with escapes are decoded now.
    @inline(__always)
    private mutating func appendTapeString(into tape: inout JSONTapeBuilder) throws(JSONParseError) {
        let start = position
        while true {
            while position &+ 8 <= end {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(in: word)
                if special == 0 {
                    position &+= 8
                } else {
                    position &+= special.trailingZeroBitCount >> 3
                    break
                }
            }
            guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
            let byte = base[position]
            if byte == UInt8(ascii: "\"") {
                tape.entries.append(JSONTape.Entry(.string, payload: UInt32(start), count: UInt32(position - start)))
                position += 1
                return
            } else if byte == UInt8(ascii: "\\") {
                position = start
                let string = try parseString()
                tape.entries.append(JSONTape.Entry(.escapedString, payload: UInt32(tape.strings.count)))
                tape.strings.append(string)
                return
            } else if byte < 0x20 {
                throw error(.controlCharacterInString(byte), at: position)
            } else if byte >= 0x80 {
                try validateUTF8Sequence()
            } else {
                position += 1
            }
        }
    }

    /// Whether the keys of the closed object at `index` may repeat: `true` when two are equal,
    /// and (to keep closing an object cheap) whenever there are many keys or any key has escapes.
    private static func mayRepeatKeys(ofObjectAt index: Int, in entries: [JSONTape.Entry], base: UnsafePointer<UInt8>)
        -> Bool
    {
        let object = entries[index]
        guard object.count > 1 else { return false }
        guard object.count <= 16 else { return true }
        let end = Int(object.payload)
        var position = index + 1
        while position < end {
            let key = entries[position]
            if key.kind != .string { return true }
            var earlier = index + 1
            while earlier < position {
                let other = entries[earlier]
                if other.count == key.count,
                    JSONTape.memcmpEqual(base + Int(other.payload), base + Int(key.payload), Int(key.count))
                {
                    return true
                }
                earlier = afterValue(at: earlier + 1, in: entries)
            }
            position = afterValue(at: position + 1, in: entries)
        }
        return false
    }

    /// The entry after the value at `index` and everything inside it.
    @inline(__always)
    private static func afterValue(at index: Int, in entries: [JSONTape.Entry]) -> Int {
        let value = entries[index]
        switch value.kind {
        case .object, .objectWithDuplicates, .array: return Int(value.payload)
        default: return index + 1
        }
    }
}
