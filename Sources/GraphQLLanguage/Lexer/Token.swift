/// The kind of a lexical token, as the GraphQL spec's grammar names them.
public enum TokenKind: UInt8, Sendable, Hashable, CaseIterable {
    /// The end of the source.
    case eof
    /// `!`.
    case bang
    /// `$`.
    case dollar
    /// `&`.
    case amp
    /// `(`.
    case parenL
    /// `)`.
    case parenR
    /// `...`.
    case spread
    /// `:`.
    case colon
    /// `=`.
    case equals
    /// `@`.
    case at
    /// `[`.
    case bracketL
    /// `]`.
    case bracketR
    /// `{`.
    case braceL
    /// `|`.
    case pipe
    /// `}`.
    case braceR
    /// A name, e.g. `hero` or `query`.
    case name
    /// An integer literal.
    case int
    /// A float literal.
    case float
    /// A quoted string literal.
    case string
    /// A block string literal (`"""…"""`).
    case blockString
    /// A `#` comment (only produced when ``Lexer/includesComments`` is set).
    case comment

    /// Whether the token is a punctuator.
    public var isPunctuator: Bool {
        rawValue >= TokenKind.bang.rawValue && rawValue <= TokenKind.braceR.rawValue
    }

    /// The kind as graphql-js error messages name it: `"{"` for punctuators, `Name`, `<EOF>`, ….
    public var displayName: String {
        switch self {
        case .eof: "<EOF>"
        case .bang: "\"!\""
        case .dollar: "\"$\""
        case .amp: "\"&\""
        case .parenL: "\"(\""
        case .parenR: "\")\""
        case .spread: "\"...\""
        case .colon: "\":\""
        case .equals: "\"=\""
        case .at: "\"@\""
        case .bracketL: "\"[\""
        case .bracketR: "\"]\""
        case .braceL: "\"{\""
        case .pipe: "\"|\""
        case .braceR: "\"}\""
        case .name: "Name"
        case .int: "Int"
        case .float: "Float"
        case .string: "String"
        case .blockString: "BlockString"
        case .comment: "Comment"
        }
    }
}

/// A lexical token: its kind, where it stands and, for non-punctuators, its value.
public struct Token: Sendable, Hashable, CustomStringConvertible {
    /// The token's kind.
    public var kind: TokenKind
    /// The UTF-8 byte offset of the token's first byte.
    public var start: Int
    /// The UTF-8 byte offset just past the token's last byte.
    public var end: Int
    /// The 1-based line of the token's start.
    public var line: Int
    /// The 1-based column of the token's start, counted in Unicode scalars.
    public var column: Int
    /// The value: the text of a name, number or comment (without `#`), the resolved value of a
    /// string or block string, and empty for punctuators and the end of the source.
    public var value: String

    /// Creates a token.
    public init(kind: TokenKind, start: Int, end: Int, line: Int, column: Int, value: String = "") {
        self.kind = kind
        self.start = start
        self.end = end
        self.line = line
        self.column = column
        self.value = value
    }

    /// Where the token starts.
    public var location: SourceLocation { SourceLocation(line: line, column: column, offset: start) }

    /// The token as graphql-js error messages describe it, e.g. `Name "hero"` or `"}"`.
    public var description: String {
        switch kind {
        case .name, .int, .float, .string, .blockString, .comment: "\(kind.displayName) \"\(value)\""
        default: kind.displayName
        }
    }
}
