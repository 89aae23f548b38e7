import GraphQLLanguage
import Testing

@Suite("Syntax error reports")
struct GraphQLSyntaxErrorTests {
    private func failure(_ text: String, name: String = "GraphQL request") -> GraphQLSyntaxError? {
        do {
            _ = try parse(Source(text, name: name))
            return nil
        } catch {
            return error
        }
    }

    @Test("the description has message, name:line:column and a caret excerpt with neighbour lines")
    func description() throws {
        let error = try #require(failure("query {\n  hero {\n    name\n  }\n  ]\n}", name: "Hero.graphql"))
        #expect(error.message == "Syntax Error: Expected Name, found \"]\".")
        #expect(error.sourceName == "Hero.graphql")
        #expect(error.location == SourceLocation(line: 5, column: 3, offset: 32))
        #expect(
            error.description == """
                Syntax Error: Expected Name, found "]".

                Hero.graphql:5:3
                4 |   }
                5 |   ]
                  |   ^
                6 | }
                """)
    }

    @Test("an error on the first line has no previous line")
    func firstLine() throws {
        let error = try #require(failure("{ }"))
        #expect(error.excerpt == "1 | { }\n  |   ^")
    }

    @Test("line numbers are padded to the widest")
    func padding() throws {
        let text = String(repeating: "\n", count: 9) + "{ ? }\n"
        let error = try #require(failure(text))
        #expect(error.excerpt == " 9 |\n10 | { ? }\n   |   ^\n11 |")
    }

    @Test("the caret counts Unicode scalars, not bytes")
    func unicodeColumns() throws {
        let error = try #require(failure("{ a(x: \"é😀\") ? }"))
        #expect(error.location.column == 14)
        #expect(error.location.offset == 17)
        #expect(error.excerpt.hasSuffix("\n  |" + String(repeating: " ", count: 14) + "^"))
    }

    @Test("errors at the end of the source point past the last character")
    func endOfSource() throws {
        let error = try #require(failure("{ a"))
        #expect(error.message == "Syntax Error: Expected Name, found <EOF>.")
        #expect(error.location.column == 4)
    }

    @Test("long lines are cut into 80-column pieces around the caret")
    func longLine() throws {
        let text = "{ " + String(repeating: "a ", count: 100) + "? }"
        let error = try #require(failure(text))
        #expect(error.location.column == 203)
        let lines = error.excerpt.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)  // three 80-scalar pieces up to the caret's, then the caret
        #expect(lines[3] == "  |" + String(repeating: " ", count: 43) + "^")
    }
}

@Suite("Source excerpts")
struct SourceExcerptTests {
    @Test("any node's location can be shown with a caret excerpt")
    func nodeExcerpt() throws {
        let source = Source("query {\n  hero {\n    name\n  }\n}")
        let document = try parse(source)
        guard case .field(let hero) = try #require(document.operations.first?.selectionSet.selections.first),
            let name = hero.selectionSet?.selections.first
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(source.excerpt(at: name.location) == "2 |   hero {\n3 |     name\n  |     ^\n4 |   }")
        #expect(source.location(ofOffset: name.location.offset) == name.location)
        #expect(source.excerpt(at: SourceLocation(line: 9, column: 1, offset: 0)) == "")
    }
}
