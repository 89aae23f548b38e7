/// An error that says where and why a JSON document failed to parse.
public struct JSONParseError: Error, Sendable, Hashable {
    /// What went wrong, without the location.
    public enum Reason: Sendable, Hashable {
        /// The input ended inside a value.
        case unexpectedEndOfInput
        /// A byte that cannot start or continue a value here; `expected` names what could.
        case unexpectedCharacter(found: UInt8, expected: String)
        /// A number that breaks the grammar (leading zero, missing digits, …).
        case invalidNumber(String)
        /// A bad backslash escape.
        case invalidEscape(String)
        /// A `\u` escape naming half of a surrogate pair without the other half.
        case loneSurrogate(UInt16)
        /// An unescaped control character (U+0000–U+001F) inside a string.
        case controlCharacterInString(UInt8)
        /// Bytes that are not well-formed UTF-8.
        case invalidUTF8
        /// Arrays and objects nested deeper than the configured limit.
        case nestingTooDeep(limit: Int)
        /// The input is larger than the configured limit.
        case inputTooLarge(limit: Int)
        /// Non-whitespace bytes after the top-level value.
        case trailingCharacters
    }

    /// Why parsing failed.
    public var reason: Reason
    /// The zero-based byte offset of the offending byte.
    public var offset: Int
    /// The one-based line of ``offset`` (lines end at `\n`).
    public var line: Int
    /// The one-based column of ``offset``, counted in bytes.
    public var column: Int

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - reason: Why parsing failed.
    ///   - offset: The zero-based byte offset.
    ///   - line: The one-based line.
    ///   - column: The one-based byte column.
    public init(reason: Reason, offset: Int, line: Int, column: Int) {
        self.reason = reason
        self.offset = offset
        self.line = line
        self.column = column
    }
}

extension JSONParseError.Reason: CustomStringConvertible {
    /// A short human-readable reason.
    public var description: String {
        switch self {
        case .unexpectedEndOfInput: return "unexpected end of input"
        case .unexpectedCharacter(let byte, let expected):
            return "unexpected \(Self.describe(byte)), expected \(expected)"
        case .invalidNumber(let detail): return "invalid number: \(detail)"
        case .invalidEscape(let detail): return "invalid escape: \(detail)"
        case .loneSurrogate(let unit):
            return "lone surrogate \\u\(String(unit, radix: 16, uppercase: true)) in string"
        case .controlCharacterInString(let byte):
            return "unescaped control character 0x\(String(byte, radix: 16, uppercase: true)) in string"
        case .invalidUTF8: return "invalid UTF-8"
        case .nestingTooDeep(let limit): return "nesting deeper than \(limit) levels"
        case .inputTooLarge(let limit): return "input larger than \(limit) bytes"
        case .trailingCharacters: return "unexpected characters after the top-level value"
        }
    }

    private static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}

extension JSONParseError: CustomStringConvertible {
    /// `line:column: reason (byte offset)`.
    public var description: String {
        "\(line):\(column): \(reason) (byte \(offset))"
    }
}
