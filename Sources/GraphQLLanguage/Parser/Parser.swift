/// A recursive-descent parser over a ``Lexer``, one method per production of the spec's grammar.
///
/// Every method that nests (selection sets, list and object values, list types) calls
/// ``enterNesting(at:)``, which checks ``ParseOptions/maxDepth`` before recursing.
struct Parser {
    var lexer: Lexer
    /// The current, not yet consumed token.
    var token: Token
    let options: ParseOptions
    /// The index of the source among the document's sources, stamped on every location.
    let sourceIndex: Int
    var depth = 0
    var tokenCount = 0

    init(source: Source, options: ParseOptions, sourceIndex: Int = 0) throws(GraphQLSyntaxError) {
        lexer = Lexer(source: source)
        self.options = options
        self.sourceIndex = sourceIndex
        token = try lexer.next()
        try countToken()
    }

    /// Where the current token starts.
    @inline(__always)
    var here: SourceLocation {
        SourceLocation(line: token.line, column: token.column, offset: token.start, sourceIndex: sourceIndex)
    }

    // MARK: Tokens

    /// Consumes the current token and reads the next.
    @inline(__always)
    mutating func advance() throws(GraphQLSyntaxError) {
        token = try lexer.next()
        try countToken()
    }

    @inline(__always)
    mutating func countToken() throws(GraphQLSyntaxError) {
        guard token.kind != .eof else { return }
        tokenCount += 1
        if tokenCount > options.maxTokens {
            throw error(at: token.start, "Document contains more than \(options.maxTokens) tokens. Parsing aborted.")
        }
    }

    @inline(__always)
    func peek(_ kind: TokenKind) -> Bool { token.kind == kind }

    /// Consumes a token of `kind`, or throws `Expected <kind>, found <token>.`.
    mutating func expect(_ kind: TokenKind) throws(GraphQLSyntaxError) {
        guard token.kind == kind else {
            throw error(at: token.start, "Expected \(kind.displayName), found \(token).")
        }
        try advance()
    }

    /// Consumes a token of `kind` if it is the current one.
    @inline(__always)
    mutating func skip(_ kind: TokenKind) throws(GraphQLSyntaxError) -> Bool {
        guard token.kind == kind else { return false }
        try advance()
        return true
    }

    /// Consumes the name `keyword`, or throws `Expected "keyword", found <token>.`.
    mutating func expectKeyword(_ keyword: String) throws(GraphQLSyntaxError) {
        guard token.kind == .name, token.value == keyword else {
            throw error(at: token.start, "Expected \"\(keyword)\", found \(token).")
        }
        try advance()
    }

    /// Consumes the name `keyword` if it is the current token.
    mutating func skipKeyword(_ keyword: String) throws(GraphQLSyntaxError) -> Bool {
        guard token.kind == .name, token.value == keyword else { return false }
        try advance()
        return true
    }

    /// Consumes a name and returns it.
    @inline(__always)
    mutating func parseName() throws(GraphQLSyntaxError) -> String {
        guard token.kind == .name else {
            throw error(at: token.start, "Expected Name, found \(token).")
        }
        let name = token.value
        try advance()
        return name
    }

    /// The token after the current one, without consuming anything.
    func lookahead() throws(GraphQLSyntaxError) -> Token {
        var copy = lexer
        return try copy.next()
    }

    // MARK: Errors and nesting

    func error(at offset: Int, _ message: String) -> GraphQLSyntaxError {
        GraphQLSyntaxError(source: lexer.source, offset: offset, message: message)
    }

    /// `Unexpected <token>.` at `token` (the current token by default).
    func unexpected(_ token: Token? = nil) -> GraphQLSyntaxError {
        let token = token ?? self.token
        return error(at: token.start, "Unexpected \(token).")
    }

    /// Enters one nesting level, failing first if that would exceed ``ParseOptions/maxDepth``;
    /// the caller leaves it with `defer { depth -= 1 }`. (No closure: in debug builds every frame
    /// per nesting level counts against the stack.)
    @inline(__always)
    /// - Parameter opener: The offset of the `{` or `[` that opens the level (where an error points).
    mutating func enterNesting(at opener: Int) throws(GraphQLSyntaxError) {
        guard depth < options.maxDepth else {
            throw error(at: opener, "Document exceeds the maximum nesting depth of \(options.maxDepth).")
        }
        depth += 1
    }
}
