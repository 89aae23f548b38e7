import GraphQLLanguage
import Testing

/// The printer keeps a document's meaning: a shorthand `{ … }` right after a type-system
/// definition without a body would parse back as that definition's fields, so the anonymous
/// query keeps its `query` keyword there (found by `FuzzGraphQLParser`; the input is in its corpus).
@Suite("Printer: the shorthand query after a definition without a body")
struct ShorthandQueryPrintingTests {
    @Test(
        "the fuzzer's input prints stably and keeps an anonymous query",
        arguments: [
            "type Query query{ currentNumber: Int }",
            "enum E @d query { a }",
            "interface I implements J query { a }",
            "extend type T @d query { a }",
            "input I query { a }",
            "extend schema @d query { a }",
        ])
    func keepsTheKeyword(_ source: String) throws {
        let document = try parse(source)
        let printed = document.printed
        let reparsed = try parse(printed)
        #expect(reparsed.printed == printed)
        #expect(reparsed.definitions.count == document.definitions.count)
        #expect(reparsed.operations.count == 1)
        #expect(printed.contains("\n\nquery {\n"))
    }

    @Test(
        "the shorthand stays where nothing could absorb it",
        arguments: [
            ("{ a }", "{\n  a\n}"),
            ("type T { a: Int } { a }", "type T {\n  a: Int\n}\n\n{\n  a\n}"),
            ("fragment F on T { a } { ...F }", "fragment F on T {\n  a\n}\n\n{\n  ...F\n}"),
        ])
    func keepsTheShorthand(_ source: String, _ expected: String) throws {
        #expect(try parse(source).printed == expected)
    }
}
