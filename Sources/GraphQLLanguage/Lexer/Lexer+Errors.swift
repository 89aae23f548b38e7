extension Lexer {
    /// A syntax error at byte `offset` of the source.
    func error(at offset: Int, _ message: String) -> GraphQLSyntaxError {
        GraphQLSyntaxError(source: source, offset: offset, message: message)
    }

    /// The character at `offset` as graphql-js prints it: `"a"` for printable ASCII, `'"'` for a
    /// double quote, `U+XXXX` otherwise and `<EOF>` past the end.
    func describeCharacter(at offset: Int) -> String {
        guard offset < end else { return "<EOF>" }
        let scalar = scalarValue(at: offset)
        if scalar >= 0x20 && scalar <= 0x7E {
            return scalar == 0x22 ? "'\"'" : "\"\(Character(Unicode.Scalar(UInt8(scalar))))\""
        }
        return Self.codePointName(scalar)
    }

    /// `U+` and at least four upper-case hex digits.
    static func codePointName(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The Unicode scalar value starting at `offset` (which must start a scalar).
    func scalarValue(at offset: Int) -> UInt32 {
        let lead = UInt32(base[offset])
        func continuation(_ index: Int) -> UInt32 { UInt32(base[offset + index] & 0x3F) }
        switch lead {
        case 0..<0x80: return lead
        case 0xC0..<0xE0: return (lead & 0x1F) << 6 | continuation(1)
        case 0xE0..<0xF0: return (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
        default: return (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
        }
    }
}

extension Lexer {
    /// The error for a `.` that does not start `...`, worded as graphql-js 17 words it: `..` is a
    /// mistyped spread, `.5` a number without its leading digit, anything else a stray character.
    func strayDotError() -> GraphQLSyntaxError {
        if base[position + 1] == 0x2E {
            return error(at: position, "Unexpected \"..\", did you mean \"...\"?")
        }
        var digitsEnd = position + 1
        while digitsEnd < end, (0x30...0x39).contains(base[digitsEnd]) { digitsEnd += 1 }
        guard digitsEnd > position + 1 else {
            return error(at: position, "Unexpected character: \(describeCharacter(at: position)).")
        }
        let digits = String(
            decoding: UnsafeBufferPointer(start: base + position + 1, count: digitsEnd - position - 1), as: UTF8.self)
        return error(at: position, "Invalid number, expected digit before \".\", did you mean \"0.\(digits)\"?")
    }
}
