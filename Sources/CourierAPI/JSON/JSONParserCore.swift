/// The parser's state machine: an explicit stack of open containers instead of recursion, so
/// nesting depth is bounded by ``JSONParser/Options/maximumDepth`` and never by the thread stack.
struct JSONParserCore: ~Copyable {
    /// An open array or object: where its elements start on their scratch stack.
    struct Frame {
        var start: Int
        var isObject: Bool
    }

    let base: UnsafePointer<UInt8>
    let end: Int
    var position = 0
    let options: JSONParser.Options
    /// Finished elements of the open arrays (allocated on first use: a tape parse makes none).
    var values = ScratchStack<JSONValue>(capacity: 0)
    /// Members of the open objects; the last one's value is a placeholder until it is parsed.
    var members = ScratchStack<JSONObject.Member>(capacity: 0)
    var frames: [Frame] = []
    /// Shares the storage of repeated short strings (keys, `__typename` values); allocated by its
    /// first short string, so a tape parse (which makes none) never pays for it.
    var stringCache: StringCache
    /// Reused for strings that contain escapes.
    var stringBuffer: [UInt8] = []

    init(buffer: UnsafeBufferPointer<UInt8>, options: JSONParser.Options) {
        // An empty buffer may have no base address; any valid pointer works when end is 0.
        base = buffer.baseAddress ?? UnsafePointer(bitPattern: 1).unsafelyUnwrapped
        end = buffer.count
        self.options = options
        stringCache = StringCache(inputSize: buffer.count)
    }

    mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if let limit = options.maximumInputSize, end > limit {
            throw error(.inputTooLarge(limit: limit), at: limit)
        }
        if options.skipsByteOrderMark, end >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF {
            position = 3
        }
        let value = try parseValues()
        skipWhitespace()
        if position < end { throw error(.trailingCharacters, at: position) }
        return value
    }

    /// Parses one value, looping over opened containers instead of recursing into them.
    private mutating func parseValues() throws(JSONParseError) -> JSONValue {
        nextValue: while true {
            skipWhitespace()
            guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
            var value: JSONValue
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                value = .string(try parseString())
            case UInt8(ascii: "{"):
                try checkDepth()
                position += 1
                skipWhitespace()
                if position < end, base[position] == UInt8(ascii: "}") {
                    position += 1
                    value = .object(JSONObject())
                } else {
                    frames.append(Frame(start: members.count, isObject: true))
                    try parseKeyAndColon()
                    continue nextValue
                }
            case UInt8(ascii: "["):
                try checkDepth()
                position += 1
                skipWhitespace()
                if position < end, base[position] == UInt8(ascii: "]") {
                    position += 1
                    value = .array([])
                } else {
                    frames.append(Frame(start: values.count, isObject: false))
                    continue nextValue
                }
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            default:
                throw error(.unexpectedCharacter(found: byte, expected: "a value"), at: position)
            }

            // Hand the value to the innermost open container, closing containers as they end.
            while let frame = frames.last {
                if frame.isObject {
                    members.modifyLast { $0.value = value }
                } else {
                    values.push(value)
                }
                skipWhitespace()
                guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
                let next = base[position]
                position += 1
                if frame.isObject {
                    if next == UInt8(ascii: ",") {
                        skipWhitespace()
                        try parseKeyAndColon()
                        continue nextValue
                    }
                    guard next == UInt8(ascii: "}") else {
                        throw error(.unexpectedCharacter(found: next, expected: "',' or '}'"), at: position - 1)
                    }
                    frames.removeLast()
                    value = .object(JSONObject(members: members.popArray(from: frame.start)))
                } else {
                    if next == UInt8(ascii: ",") { continue nextValue }
                    guard next == UInt8(ascii: "]") else {
                        throw error(.unexpectedCharacter(found: next, expected: "',' or ']'"), at: position - 1)
                    }
                    frames.removeLast()
                    value = .array(values.popArray(from: frame.start))
                }
            }
            return value
        }
    }

    /// Parses `"key"` and the `:` after it; the position is at the opening quote.
    @inline(__always)
    private mutating func parseKeyAndColon() throws(JSONParseError) {
        guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
        guard base[position] == UInt8(ascii: "\"") else {
            throw error(.unexpectedCharacter(found: base[position], expected: "a string key"), at: position)
        }
        position += 1
        members.push(JSONObject.Member(key: try parseString(), value: .null))
        skipWhitespace()
        guard position < end else { throw error(.unexpectedEndOfInput, at: position) }
        guard base[position] == UInt8(ascii: ":") else {
            throw error(.unexpectedCharacter(found: base[position], expected: "':'"), at: position)
        }
        position += 1
    }

    @inline(__always)
    private func checkDepth() throws(JSONParseError) {
        if frames.count >= options.maximumDepth {
            throw error(.nestingTooDeep(limit: options.maximumDepth), at: position)
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < end {
            let byte = base[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            position += 1
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        for offset in 0..<count {
            guard position + offset < end else { throw error(.unexpectedEndOfInput, at: end) }
            let byte = base[position + offset]
            guard byte == text[offset] else {
                throw error(.unexpectedCharacter(found: byte, expected: "'\(literal)'"), at: position + offset)
            }
        }
        position += count
    }

    /// A parse error at `offset`, with its line and column.
    func error(_ reason: JSONParseError.Reason, at offset: Int) -> JSONParseError {
        var line = 1
        var lineStart = 0
        let limit = Swift.min(offset, end)
        for index in 0..<limit where base[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return JSONParseError(reason: reason, offset: offset, line: line, column: offset - lineStart + 1)
    }
}
