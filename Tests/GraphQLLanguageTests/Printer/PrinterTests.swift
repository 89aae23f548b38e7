import GraphQLLanguage
import Testing

// Expected texts were produced by graphql-core 3.2's print_block_string, print_string and
// print_ast, which follow graphql-js's printer.
@Suite("Printer")
struct PrinterTests {
    @Test(
        "block strings are laid out as graphql-js lays them out",
        arguments: [
            ("simple", #""""simple""""#),
            ("", #""""""""#),
            (" leading space", #"""" leading space""""#),
            ("\tleading tab", "\"\"\"\tleading tab\"\"\""),
            ("trailing quote\"", "\"\"\"\ntrailing quote\"\n\"\"\""),
            ("trailing slash\\", "\"\"\"\ntrailing slash\\\n\"\"\""),
            ("has \"\"\" inside", #""""has \""" inside""""#),
            ("ends with \"\"\"", "\"\"\"\nends with \\\"\"\"\n\"\"\""),
            ("two\nlines", "\"\"\"\ntwo\nlines\n\"\"\""),
            ("indented\n  second", "\"\"\"\nindented\n  second\n\"\"\""),
            ("\n  all lines\n  indented", "\"\"\"\n\n  all lines\n  indented\n\"\"\""),
            (String(repeating: "x", count: 70), "\"\"\"" + String(repeating: "x", count: 70) + "\"\"\""),
            (String(repeating: "x", count: 71), "\"\"\"\n" + String(repeating: "x", count: 71) + "\n\"\"\""),
            ("  multi\nline leading space", "\"\"\"\n  multi\nline leading space\n\"\"\""),
        ])
    func blockStrings(value: String, expected: String) {
        #expect(GraphQLPrinter.printBlockString(value) == expected)
    }

    @Test(
        "quoted strings escape quotes, backslashes and control characters",
        arguments: [
            ("plain", #""plain""#),
            ("quote\" back\\ slash", #""quote\" back\\ slash""#),
            ("\u{8}\u{C}\n\r\t", #""\b\f\n\r\t""#),
            ("\u{0}\u{1F}\u{7F}\u{80}\u{9F}\u{A0}", "\"\\u0000\\u001F\\u007F\\u0080\\u009F\u{A0}\""),
            ("é😀", "\"é😀\""),
        ])
    func strings(value: String, expected: String) {
        #expect(GraphQLPrinter.printString(value) == expected)
    }

    @Test(
        "block string values survive printing and parsing",
        arguments: [
            "simple", "two\nlines", "indented\n  second", "has \"\"\" inside", "trailing quote\"", "trailing slash\\",
            " leading space", String(repeating: "y", count: 90),
        ])
    func blockStringRoundTrip(value: String) throws {
        let printed = GraphQLPrinter.print(Value.string(StringValue(value, isBlock: true)))
        #expect(try parseValue(Source(printed)) == .string(StringValue(value, isBlock: true)))
    }

    @Test(
        "documents print canonically",
        arguments: [
            ("query ($a: Int) { a }", "query ($a: Int) {\n  a\n}"),
            ("query @d { a }", "query @d {\n  a\n}"),
            ("query { a }", "{\n  a\n}"),
            ("mutation { a }", "mutation {\n  a\n}"),
            (
                #"{ field(argumentNumberOne: "aaaaaaaaaaaaaaaaaaaa", "#
                    + #"argumentNumberTwo: "bbbbbbbbbbbbbbbbbbbb", three: 3) { b } }"#,
                "{\n  field(\n    argumentNumberOne: \"aaaaaaaaaaaaaaaaaaaa\"\n    argumentNumberTwo: "
                    + "\"bbbbbbbbbbbbbbbbbbbb\"\n    three: 3\n  ) {\n    b\n  }\n}"
            ),
            (
                "{ a(x: \"\"\"\n  block\n  arg\n\"\"\") { b(y: \"\"\"one\ntwo\"\"\") } }",
                "{\n  a(x: \"\"\"\n  block\n  arg\n  \"\"\") {\n    b(y: \"\"\"\n    one\n    two\n    \"\"\")\n  }\n}"
            ),
            (
                "type T { f(\"\"\"multi\nline\"\"\" a: Int, b: Int = 2 @d): Int @x }",
                "type T {\n  f(\n    \"\"\"\n    multi\n    line\n    "
                    + "\"\"\"\n    a: Int\n    b: Int = 2 @d\n  ): Int @x\n}"
            ),
            ("extend schema @a { query: Q }", "extend schema @a {\n  query: Q\n}"),
            ("fragment F on T @d { ... on U { a } ...G }", "fragment F on T @d {\n  ... on U {\n    a\n  }\n  ...G\n}"),
        ])
    func documents(text: String, expected: String) throws {
        #expect(try parse(text).printed == expected)
    }

    @Test("single nodes print on their own")
    func nodes() throws {
        let document = try parse("{ a: b(c: [1, {d: $e}]) @f { g } }")
        let selection = try #require(document.operations.first?.selectionSet.selections.first)
        #expect(GraphQLPrinter.print(selection) == "a: b(c: [1, { d: $e }]) @f {\n  g\n}")
        #expect(GraphQLPrinter.print(TypeReference.nonNull(.list(.named("X")))) == "[X]!")
        // graphql-js 17 (graphql-core 3.3): `{ ` + fields + ` }`, so an empty object has two spaces.
        #expect(GraphQLPrinter.print(Value.object([])) == "{  }")
    }
}
