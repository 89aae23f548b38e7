import GraphQLLanguage
import Testing

/// Every token of `text` (without the final end-of-source token).
private func lex(_ text: String, comments: Bool = false) throws(GraphQLSyntaxError) -> [Token] {
    var lexer = Lexer(source: Source(text))
    lexer.includesComments = comments
    var tokens: [Token] = []
    while true {
        let token = try lexer.next()
        if token.kind == .eof { return tokens }
        tokens.append(token)
    }
}

/// The single token of `text`.
private func single(_ text: String) throws -> Token {
    let tokens = try lex(text)
    try #require(tokens.count == 1, "expected one token in \(text.debugDescription), got \(tokens)")
    return tokens[0]
}

/// The error lexing `text` fails with.
private func lexError(_ text: String) -> GraphQLSyntaxError? {
    do {
        _ = try lex(text)
        return nil
    } catch {
        return error
    }
}

@Suite("Lexer")
struct LexerTests {
    @Test("punctuators, including ... and &")
    func punctuators() throws {
        let kinds = try lex("! $ & ( ) ... : = @ [ ] { | }").map(\.kind)
        #expect(
            kinds == [
                .bang, .dollar, .amp, .parenL, .parenR, .spread, .colon, .equals, .at, .bracketL, .bracketR, .braceL,
                .pipe, .braceR,
            ])
    }

    @Test("names")
    func names() throws {
        let tokens = try lex("_a Bc9 __typename x_1")
        #expect(tokens.map(\.kind) == [.name, .name, .name, .name])
        #expect(tokens.map(\.value) == ["_a", "Bc9", "__typename", "x_1"])
    }

    @Test(
        "valid numbers keep their text and kind",
        arguments: [
            ("0", TokenKind.int), ("-0", .int), ("123", .int), ("-45", .int), ("1.5", .float), ("-0.0", .float),
            ("1e5", .float), ("1E-5", .float), ("1.0e+5", .float), ("0.5e10", .float), ("9007199254740993", .int),
        ])
    func numbers(text: String, kind: TokenKind) throws {
        let token = try single(text)
        #expect(token.kind == kind)
        #expect(token.value == text)
    }

    @Test(
        "invalid numbers",
        arguments: [
            ("01", "Invalid number, unexpected digit after 0: \"1\".", 2),
            ("-01", "Invalid number, unexpected digit after 0: \"1\".", 3),
            ("1.", "Invalid number, expected digit but got: <EOF>.", 3),
            ("1.a", "Invalid number, expected digit but got: \"a\".", 3),
            ("1e", "Invalid number, expected digit but got: <EOF>.", 3),
            ("1e+", "Invalid number, expected digit but got: <EOF>.", 4),
            ("123abc", "Invalid number, expected digit but got: \"a\".", 4),
            ("0x1", "Invalid number, expected digit but got: \"x\".", 2),
            ("1.2.3", "Invalid number, expected digit but got: \".\".", 4),
            ("1_000", "Invalid number, expected digit but got: \"_\".", 2),
            ("-", "Invalid number, expected digit but got: <EOF>.", 2),
            ("-a", "Invalid number, expected digit but got: \"a\".", 2),
        ])
    func invalidNumbers(text: String, message: String, column: Int) throws {
        let error = try #require(lexError(text))
        #expect(error.message == "Syntax Error: " + message)
        #expect(error.location.column == column)
    }

    @Test(
        "string escapes resolve",
        arguments: [
            (#""simple""#, "simple"),
            (#""quote \" slash \\ solidus \/""#, "quote \" slash \\ solidus /"),
            (#""\b\f\n\r\t""#, "\u{8}\u{C}\n\r\t"),
            (#""\u00e9\u0041""#, "éA"),
            (#""\u{1F600} \u{41} \u{0000041}""#, "😀 A A"),
            (#""\uD83D\uDE00""#, "😀"),
            (#""unicode é 😀 stays""#, "unicode é 😀 stays"),
            ("\"control \u{7} allowed\"", "control \u{7} allowed"),
            (#""""#, ""),
        ])
    func strings(text: String, value: String) throws {
        let token = try single(text)
        #expect(token.kind == .string)
        #expect(token.value == value)
    }

    @Test(
        "invalid strings",
        arguments: [
            (#""\uD83D""#, #"Invalid Unicode escape sequence: "\uD83D"."#),
            (#""\uDE00""#, #"Invalid Unicode escape sequence: "\uDE00"."#),
            (#""\uD83D\u0041""#, #"Invalid Unicode escape sequence: "\uD83D"."#),
            (#""\u{D83D}""#, #"Invalid Unicode escape sequence: "\u{D83D}"."#),
            (#""\u{110000}""#, #"Invalid Unicode escape sequence: "\u{110000}"."#),
            (#""\u{}""#, #"Invalid Unicode escape sequence: "\u{}"."#),
            (#""\u{12x}""#, #"Invalid Unicode escape sequence: "\u{12x"."#),
            (#""\u12""#, #"Invalid Unicode escape sequence: "\u12""."#),
            (#""\x""#, #"Invalid character escape sequence: "\x"."#),
            (#""\é""#, #"Invalid character escape sequence: "\é"."#),
            (#""open"#, "Unterminated string."),
            ("\"line\nbreak\"", "Unterminated string."),
            (#""""open"#, "Unterminated string."),
        ])
    func invalidStrings(text: String, message: String) throws {
        let error = try #require(lexError(text))
        #expect(error.message == "Syntax Error: " + message)
    }

    @Test(
        "block strings follow BlockStringValue",
        arguments: [
            (#""""simple""""#, "simple"),
            ("\"\"\"\n    indented\n      more\n    back\n\"\"\"", "indented\n  more\nback"),
            ("\"\"\"first line kept\n    second\n    third\"\"\"", "first line kept\nsecond\nthird"),
            ("\"\"\"\n\n  \n  blank lines trimmed\n \n\n\"\"\"", "blank lines trimmed"),
            ("\"\"\"\r\n  crlf\r  cr\n  lf\"\"\"", "crlf\ncr\nlf"),
            (#""""escaped \""" quotes""""#, #"escaped """ quotes"#),
            (#""""no \n escapes \u0041""""#, #"no \n escapes \u0041"#),
            ("\"\"\"\n\ttab\n\t  indent\n\"\"\"", "tab\n  indent"),
            (#""""""""#, ""),
        ])
    func blockStrings(text: String, value: String) throws {
        let token = try single(text)
        #expect(token.kind == .blockString)
        #expect(token.value == value)
    }

    @Test("ignored tokens: white space, commas, comments, a byte-order mark")
    func ignored() throws {
        let tokens = try lex("\u{FEFF} ,a,,\t# comment, ignored\n,b # trailing")
        #expect(tokens.map(\.value) == ["a", "b"])
    }

    @Test("comments are returned when asked for")
    func comments() throws {
        let tokens = try lex("a # note é\nb", comments: true)
        #expect(tokens.map(\.kind) == [.name, .comment, .name])
        #expect(tokens[1].value == " note é")
    }

    @Test("line terminators \\n, \\r\\n and \\r each end one line")
    func lines() throws {
        let tokens = try lex("a\nb\r\nc\rd\n\re")
        #expect(tokens.map(\.line) == [1, 2, 3, 4, 6])
        #expect(tokens.allSatisfy { $0.column == 1 })
    }

    @Test("columns count Unicode scalars; offsets count UTF-8 bytes")
    func columns() throws {
        let tokens = try lex("\"é😀\" x\n  \"ü\" y")
        #expect(tokens[1].column == 6)
        #expect(tokens[1].start == 9)
        #expect(tokens[3].line == 2)
        #expect(tokens[3].column == 7)
    }

    @Test("non-ASCII in a byte-order mark, string or block string shifts later columns by scalars")
    func nonASCIIColumns() throws {
        #expect(try lex("\u{FEFF} ,a").first?.column == 4)
        #expect(try lex("\"ü😀\" x").last?.column == 6)
        let tokens = try lex("\"\"\"é\nü😀\"\"\" x")
        #expect(tokens.last?.line == 2)
        #expect(tokens.last?.column == 7)
        #expect(try lex("\"\"\"é\nascii\"\"\" x").last?.column == 10)
    }

    @Test("a block string's lines advance the line count")
    func blockStringLines() throws {
        let tokens = try lex("\"\"\"a\nb\r\nc\"\"\" after")
        #expect(tokens[0].line == 1)
        #expect(tokens[1].line == 3)
        #expect(tokens[1].column == 6)
    }

    @Test(
        "unexpected characters",
        arguments: [
            ("?", "Unexpected character: \"?\"."),
            (".", "Unexpected character: \".\"."),
            ("..", "Unexpected \"..\", did you mean \"...\"?"),
            (".5", "Invalid number, expected digit before \".\", did you mean \"0.5\"?"),
            (".a", "Unexpected character: \".\"."),
            ("'a'", "Unexpected single quote character ('), did you mean to use a double quote (\")?"),
            ("é", "Unexpected character: U+00E9."),
            ("😀", "Unexpected character: U+1F600."),
            ("\u{7}", "Unexpected character: U+0007."),
            ("\u{0}", "Unexpected character: U+0000."),
        ])
    func unexpected(text: String, message: String) throws {
        let error = try #require(lexError(text))
        #expect(error.message == "Syntax Error: " + message)
        #expect(error.location == SourceLocation(line: 1, column: 1, offset: 0))
    }

    @Test("the end of the source is reported again and again")
    func endOfSource() throws {
        var lexer = Lexer(source: Source("a "))
        #expect(try lexer.next().kind == .name)
        let eof = try lexer.next()
        #expect(eof.kind == .eof)
        #expect(eof.column == 3)
        #expect(try lexer.next().kind == .eof)
    }
}
