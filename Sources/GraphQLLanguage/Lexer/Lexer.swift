/// A GraphQL lexer: turns a ``Source`` into ``Token``s, one ``next()`` at a time.
///
/// It works on the source's UTF-8 bytes and skips the spec's ignored tokens (white space, line
/// terminators, commas, a byte-order mark and, unless ``includesComments`` is set, comments).
/// Lines end at `\n`, `\r\n` or `\r`; columns count Unicode scalars. Copying a lexer is cheap and
/// gives an independent cursor, which the parser uses for one-token look-ahead.
public struct Lexer {
    /// The source being read.
    public let source: Source
    /// Whether ``next()`` returns ``TokenKind/comment`` tokens instead of skipping them.
    public var includesComments = false

    let buffer: SourceBuffer
    let base: UnsafePointer<UInt8>
    let end: Int
    var position = 0
    var line = 1
    var lineStart = 0
    /// A cached (offset, column) pair on the current line, so columns are counted incrementally.
    var columnOffset = 0
    var columnValue = 1
    /// Whether the current line so far holds only ASCII, so that a column is just a byte distance.
    /// Non-ASCII bytes can only appear in strings, comments and a byte-order mark, which clear it.
    var lineIsASCII = true
    /// Scratch space for block strings' line bounds, reused from one block string to the next.
    var lineBounds: [Int] = []

    /// Creates a lexer at the start of `source`.
    /// - Parameter source: The text to read.
    public init(source: Source) {
        self.source = source
        buffer = SourceBuffer(source.body)
        base = UnsafePointer(buffer.base)
        end = buffer.count
    }

    /// Reads the next token; at the end of the source it returns ``TokenKind/eof`` tokens.
    /// - Returns: The next significant token.
    /// - Throws: ``GraphQLSyntaxError`` for a character or literal the grammar does not allow.
    public mutating func next() throws(GraphQLSyntaxError) -> Token {
        while position < end {
            let byte = base[position]
            switch byte {
            case 0x20, 0x09, 0x2C:  // space, tab, comma
                position += 1
                while base[position] == 0x20 { position += 1 }  // indentation runs; the padding stops it
            case 0x0A:
                position += 1
                newLine()
            case 0x0D:
                position += base[position + 1] == 0x0A ? 2 : 1
                newLine()
            case 0xEF where base[position + 1] == 0xBB && base[position + 2] == 0xBF:  // U+FEFF
                lineIsASCII = false
                position += 3
            case 0x23:  // #
                let token = readComment()
                if includesComments { return token }
            case 0x21: return punctuator(.bang, length: 1)
            case 0x24: return punctuator(.dollar, length: 1)
            case 0x26: return punctuator(.amp, length: 1)
            case 0x28: return punctuator(.parenL, length: 1)
            case 0x29: return punctuator(.parenR, length: 1)
            case 0x2E where base[position + 1] == 0x2E && base[position + 2] == 0x2E:
                return punctuator(.spread, length: 3)
            case 0x2E:
                throw strayDotError()
            case 0x3A: return punctuator(.colon, length: 1)
            case 0x3D: return punctuator(.equals, length: 1)
            case 0x40: return punctuator(.at, length: 1)
            case 0x5B: return punctuator(.bracketL, length: 1)
            case 0x5D: return punctuator(.bracketR, length: 1)
            case 0x7B: return punctuator(.braceL, length: 1)
            case 0x7C: return punctuator(.pipe, length: 1)
            case 0x7D: return punctuator(.braceR, length: 1)
            case 0x22:  // "
                if base[position + 1] == 0x22 && base[position + 2] == 0x22 { return try readBlockString() }
                return try readString()
            case 0x2D, 0x30...0x39:
                return try readNumber()
            case 0x41...0x5A, 0x61...0x7A, 0x5F:
                return readName()
            case 0x27:
                throw error(
                    at: position, "Unexpected single quote character ('), did you mean to use a double quote (\")?")
            default:
                throw error(at: position, "Unexpected character: \(describeCharacter(at: position)).")
            }
        }
        return makeToken(.eof, start: end, end: end)
    }

    /// The current line's bookkeeping after a line terminator ending at ``position``.
    @inline(__always)
    mutating func newLine() {
        line += 1
        lineStart = position
        columnOffset = position
        columnValue = 1
        lineIsASCII = true
    }

    /// The column of `offset`, which must be on the current line at or after the cached offset.
    @inline(__always)
    mutating func column(of offset: Int) -> Int {
        if lineIsASCII { return offset - lineStart + 1 }
        var column = columnValue
        var index = columnOffset
        while index < offset {
            // Count every byte that starts a scalar (is not a UTF-8 continuation byte).
            if base[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        columnOffset = offset
        columnValue = column
        return column
    }

    @inline(__always)
    mutating func makeToken(_ kind: TokenKind, start: Int, end: Int, value: String = "") -> Token {
        Token(kind: kind, start: start, end: end, line: line, column: column(of: start), value: value)
    }

    @inline(__always)
    mutating func punctuator(_ kind: TokenKind, length: Int) -> Token {
        let start = position
        position += length
        return makeToken(kind, start: start, end: position)
    }

    /// The text of the source bytes in `range` (which must lie on scalar boundaries).
    @inline(__always)
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: end - start), as: UTF8.self)
    }

    mutating func readName() -> Token {
        let start = position
        var index = position + 1
        while true {
            switch base[index] {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: index += 1
            default:
                position = index
                return makeToken(.name, start: start, end: index, value: text(start, index))
            }
        }
    }

    mutating func readComment() -> Token {
        let start = position
        var index = position + 1
        while index < end, base[index] != 0x0A, base[index] != 0x0D {
            if base[index] >= 0x80 { lineIsASCII = false }
            index += 1
        }
        position = index
        // The text is only materialised when the caller asked for comments.
        return makeToken(.comment, start: start, end: index, value: includesComments ? text(start + 1, index) : "")
    }
}
