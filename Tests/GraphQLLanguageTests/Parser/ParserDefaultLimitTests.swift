import GraphQLLanguage
import Testing

/// The GraphQL parser's and validator's default limits, as RELIABILITY.md documents them.
@Suite("GraphQL default limits")
struct ParserDefaultLimitTests {
    /// The syntax error `text` produces with the default options, or `nil` when it parses.
    private func defaultParseError(_ text: String) -> GraphQLSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test("the default depth is 128: 128 nested selection sets parse, 129 fail with a typed error")
    func defaultDepth() throws {
        #expect(ParseOptions().maxDepth == 128)
        func nested(_ depth: Int) -> String {
            String(repeating: "{ a ", count: depth) + String(repeating: "}", count: depth)
        }
        _ = try parse(nested(128))
        let error = try #require(defaultParseError(nested(129)))
        #expect(error.message == "Syntax Error: Document exceeds the maximum nesting depth of 128.")
    }

    @Test("list values share the default depth")
    func defaultDepthForValues() throws {
        func nested(_ depth: Int) -> String {
            "{ f(a: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + ") }"
        }
        // The selection set is one level, so 127 list levels reach the limit exactly.
        _ = try parse(nested(127))
        #expect(
            defaultParseError(nested(128))?.message
                == "Syntax Error: Document exceeds the maximum nesting depth of 128.")
    }

    @Test("the default token limit is 500,000: one more token fails with a typed error")
    func defaultTokenLimit() throws {
        #expect(ParseOptions().maxTokens == 500_000)
        // `{` + n names + `}` is n + 2 tokens.
        let atLimit = "{" + String(repeating: " a", count: 499_998) + " }"
        _ = try parse(atLimit)
        let overLimit = "{" + String(repeating: " a", count: 499_999) + " }"
        let error = try #require(defaultParseError(overLimit))
        #expect(error.message == "Syntax Error: Document contains more than 500000 tokens. Parsing aborted.")
    }

    @Test("validation keeps 100 errors by default, then one 'too many errors' error")
    func defaultValidationErrorLimit() throws {
        let schema = try GraphQLSchema(sdl: "type Query { a: Int }")
        let fields = (0..<150).map { "f\($0): missing\($0)" }.joined(separator: " ")
        let errors = validate(try parse("{ \(fields) }"), schema: schema)
        #expect(errors.count == 101)
        #expect(errors.last?.message == "Too many validation errors, error limit reached. Validation aborted.")
        #expect(errors.dropLast().allSatisfy { $0.message.hasPrefix("Cannot query field") })
    }
}
