import GraphQLLanguage
import Testing

/// Descriptions on operations, fragments and variable definitions (GraphQL spec, September 2025
/// edition: `Description? OperationType …`, `Description? fragment …`, `Description? Variable …`).
@Suite("Parser: descriptions on executable definitions")
struct ExecutableDescriptionTests {
    @Test("an operation and its variables keep their descriptions; the location starts at the description")
    func operation() throws {
        let document = try parse(#""""Fetch the hero""" query Hero("the episode" $episode: Episode, $n: Int) { a }"#)
        let operation = try #require(document.operations.first)
        #expect(operation.description == StringValue("Fetch the hero", isBlock: true))
        #expect(operation.location.column == 1)
        #expect(operation.variableDefinitions.map(\.description) == [StringValue("the episode"), nil])
        #expect(operation.variableDefinitions[0].location.column == 33)
    }

    @Test("a fragment keeps its description")
    func fragment() throws {
        let fragment = try #require(try parse("\"A hero's name.\"\nfragment Name on Hero { name }").fragments.first)
        #expect(fragment.description?.value == "A hero's name.")
        #expect(fragment.location.line == 1)
    }

    @Test("a shorthand query cannot have a description")
    func shorthand() {
        #expect {
            _ = try parse("\"d\" { a }")
        } throws: { error in
            (error as? GraphQLSyntaxError)?.message
                == "Syntax Error: Unexpected description, descriptions are not supported on shorthand queries."
        }
    }

    @Test("descriptions print back, one variable per line once any has a description")
    func printing() throws {
        let text = #"""
            """Fetch"""
            query Hero(
            "the episode"
            $episode: Episode
            $n: Int
            ) {
              a
            }

            "f"
            fragment F on T {
              a
            }
            """#
        let document = try parse(text)
        #expect(document.printed == text)
        #expect(try parse(document.printed).printed == text)
    }

    @Test("a described anonymous query prints its keyword")
    func describedAnonymousQuery() throws {
        #expect(try parse("\"d\" query { a }").printed == "\"d\"\nquery {\n  a\n}")
    }
}
