import CourierAPI
import Testing

/// Accept/reject cases in the spirit of JSONTestSuite (`y_`, `n_` files), written for Courier.
@Suite("JSONParser conformance")
struct JSONParserConformanceTests {
    static let accepted: [String] = [
        "[]", "{}", " [ ] ", "\t\n\r[1]\r\n", "0", "-0", "1", "-1", "123456789", "0.5", "-0.5", "1e5", "1E5",
        "1e+5", "1e-5", "1.5e-05", "1E400", "-1e-400", "9223372036854775807", "-9223372036854775808",
        "18446744073709551616", "123.456e78", "\"\"", "\"a\"", "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"",
        "\"\\u0000\"", "\"\\u00e9\"", "\"\\uD83D\\uDE00\"", "\"\\ud83d\\ude00\"", "\"é日本😀\"", "\"\u{7F}\"",
        "true", "false", "null", "[1,2,3]", "[[[[]]]]", "{\"a\":1}", "{\"a\":{\"b\":[null,true,false]}}",
        "{\"a\":1,\"a\":2}", "[\"\\u2028\\u2029\"]", "{\"\":0}", "[1.0,-1.0,0.0]", "[-0.0]", "[1e0]",
        "\u{FEFF}[1]",
    ]

    static let rejected: [(String, String)] = [
        ("", "empty document"), (" ", "only whitespace"), ("[", "unclosed array"), ("]", "lone close"),
        ("{", "unclosed object"), ("[1,]", "trailing comma in array"), ("{\"a\":1,}", "trailing comma in object"),
        ("[,1]", "leading comma"), ("[1 2]", "missing comma"), ("{\"a\" 1}", "missing colon"),
        ("{a:1}", "unquoted key"), ("{1:1}", "number key"), ("{'a':1}", "single-quoted key"),
        ("['a']", "single-quoted string"), ("01", "leading zero"), ("-01", "negative leading zero"),
        ("00", "double zero"), ("1.", "dot without digits"), (".5", "leading dot"), ("-", "bare minus"),
        ("+1", "plus sign"), ("1e", "empty exponent"), ("1e+", "signed empty exponent"), ("1.e5", "dot then e"),
        ("NaN", "NaN"), ("Infinity", "Infinity"), ("-Infinity", "-Infinity"), ("0x10", "hex number"),
        ("tru", "truncated true"), ("nul", "truncated null"), ("True", "capitalized true"),
        ("\"abc", "unclosed string"), ("\"\\x\"", "bad escape"), ("\"\\u12\"", "short unicode escape"),
        ("\"\\u12G4\"", "non-hex unicode escape"), ("\"\\uD800\"", "lone high surrogate"),
        ("\"\\uDC00\"", "lone low surrogate"), ("\"\\uD800\\u0041\"", "high surrogate then non-surrogate"),
        ("\"\\uD800x\"", "high surrogate then text"), ("\"a\tb\"", "raw tab in string"),
        ("\"a\nb\"", "raw newline in string"), ("\"\u{01}\"", "raw control character"),
        ("[1] x", "trailing garbage"), ("[1][2]", "two documents"), ("1 2", "two numbers"),
        ("/* c */ 1", "comment"), ("[1] // c", "trailing comment"), ("\u{0C}[1]", "form feed as whitespace"),
        ("[\"a\"\u{A0}]", "non-breaking space as whitespace"), ("\"\\", "escape at end"),
        ("{\"a\":}", "missing value"), ("[1,]  ", "trailing comma then space"),
    ]

    @Test("accepts valid documents", arguments: accepted)
    func acceptsValid(document: String) throws {
        _ = try JSONParser.parse(document)
    }

    @Test("rejects invalid documents", arguments: rejected)
    func rejectsInvalid(document: String, why: String) {
        #expect(throws: JSONParseError.self, "\(why)") { try JSONParser.parse(document) }
    }

    @Test(
        "rejects malformed UTF-8",
        arguments: [
            [0x22, 0x80, 0x22],  // lone continuation byte
            [0x22, 0xC0, 0xAF, 0x22],  // overlong '/'
            [0x22, 0xC3, 0x22],  // truncated two-byte sequence
            [0x22, 0xE0, 0x80, 0xAF, 0x22],  // overlong three-byte
            [0x22, 0xED, 0xA0, 0x80, 0x22],  // UTF-8 encoded surrogate
            [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],  // above U+10FFFF
            [0x22, 0xFF, 0x22],  // never valid
            [0x22, 0x61, 0x5C, 0x6E, 0xE2, 0x82, 0x22],  // truncated in the escaped path
            [0xC3, 0xA9],  // non-ASCII outside a string
        ] as [[UInt8]])
    func rejectsMalformedUTF8(bytes: [UInt8]) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
    }

    @Test("a byte order mark is an error when not skipped")
    func byteOrderMarkOption() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x31]
        #expect(try JSONParser.parse(bytes) == 1)
        let error = #expect(throws: JSONParseError.self) {
            try JSONParser.parse(bytes, options: .init(skipsByteOrderMark: false))
        }
        #expect(error?.offset == 0)
    }
}
