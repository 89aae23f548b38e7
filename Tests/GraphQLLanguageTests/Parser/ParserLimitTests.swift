import GraphQLLanguage
import Testing

/// The error parsing `text` fails with, if any.
private func parseError(_ text: String, options: ParseOptions = .init()) -> GraphQLSyntaxError? {
    do {
        _ = try parse(text, options: options)
        return nil
    } catch {
        return error
    }
}

/// Documents nested `depth` levels deep in each way the grammar nests.
enum DeepDocument: String, CaseIterable, Sendable {
    case selectionSets, inlineFragments, listValues, objectValues, listTypes, mixed

    func text(depth: Int) -> String {
        switch self {
        case .selectionSets:
            return String(repeating: "{a", count: depth) + String(repeating: "}", count: depth)
        case .inlineFragments:
            return "{" + String(repeating: "...{", count: depth - 1) + "a" + String(repeating: "}", count: depth)
        case .listValues:
            return "{a(x:" + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1) + ")}"
        case .objectValues:
            return "{a(x:" + String(repeating: "{b:", count: depth - 1) + "1" + String(repeating: "}", count: depth - 1)
                + ")}"
        case .listTypes:
            return "query($v:" + String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
                + "){a}"
        case .mixed:
            // Half selection sets, then list and object values alternating.
            let half = depth / 2
            let values = (0..<(depth - half)).map { $0 % 2 == 0 }
            return String(repeating: "{a", count: half) + "(x:" + values.map { $0 ? "[" : "{b:" }.joined() + "1"
                + values.reversed().map { $0 ? "]" : "}" }.joined() + ")" + String(repeating: "}", count: half)
        }
    }
}

private struct CountingVisitor: ASTVisitor {
    var nodes = 0
    mutating func enter(_ node: Value) -> VisitAction {
        nodes += 1
        return .continue
    }
    mutating func enter(_ node: SelectionSet) -> VisitAction {
        nodes += 1
        return .continue
    }
    mutating func enter(_ node: TypeReference) -> VisitAction {
        nodes += 1
        return .continue
    }
}

@Suite("Parser limits")
struct ParserLimitTests {
    /// 100,000 levels of one kind of nesting, with the column of the opener that first exceeds
    /// the default depth (128; an enclosing selection set counts as a level).
    enum HugeNesting: String, CaseIterable, Sendable {
        case listValues, selectionSets, objectValues, listTypes

        var text: String {
            switch self {
            case .listValues: "{a(x:" + String(repeating: "[", count: 100_000) + ")}"
            case .selectionSets: String(repeating: "{a", count: 100_000)
            case .objectValues: "{a(x:" + String(repeating: "{a:", count: 100_000) + ")}"
            case .listTypes: "query($v:" + String(repeating: "[", count: 100_000) + "Int){a}"
            }
        }

        var column: Int {
            switch self {
            case .listValues: 5 + 128  // the 128th "[" (level 129 with the selection set)
            case .selectionSets: 2 * 128 + 1  // the 129th "{"
            case .objectValues: 5 + 3 * 127 + 1  // the 128th "{"
            case .listTypes: 9 + 129  // the 129th "["
            }
        }
    }

    @Test(
        "100,000 nested openers fail with a depth error at the first one too deep, not a crash",
        arguments: HugeNesting.allCases)
    func deepNesting(kind: HugeNesting) throws {
        let error = try #require(parseError(kind.text))
        #expect(error.message == "Syntax Error: Document exceeds the maximum nesting depth of 128.")
        #expect(error.location.line == 1)
        #expect(error.location.column == kind.column)
    }

    @Test("100,000 bare open braces and brackets are plain syntax errors")
    func bareOpeners() throws {
        #expect(
            parseError(String(repeating: "{", count: 100_000))?.message == "Syntax Error: Expected Name, found \"{\".")
        #expect(parseError(String(repeating: "[", count: 100_000))?.message == "Syntax Error: Unexpected \"[\".")
    }

    @Test("documents exactly at the default depth parse", arguments: DeepDocument.allCases)
    func atTheLimit(kind: DeepDocument) throws {
        let depth = ParseOptions().maxDepth
        _ = try parse(kind.text(depth: depth))
        #expect(parseError(kind.text(depth: depth + 1))?.message.contains("maximum nesting depth of \(depth)") == true)
    }

    @Test("a custom depth limit applies", arguments: DeepDocument.allCases)
    func customDepth(kind: DeepDocument) throws {
        let options = ParseOptions(maxDepth: 10)
        _ = try parse(kind.text(depth: 10), options: options)
        #expect(
            parseError(kind.text(depth: 11), options: options)?.message
                == "Syntax Error: Document exceeds the maximum nesting depth of 10.")
    }

    @Test(
        "parsing, walking and printing the deepest allowed documents fit a 512 KiB thread stack",
        arguments: DeepDocument.allCases)
    func smallStack(kind: DeepDocument) {
        let text = kind.text(depth: ParseOptions().maxDepth)
        let outcome = onSmallStack { () -> String in
            do {
                let document = try parse(text)
                var visitor = CountingVisitor()
                document.walk(&visitor)
                let reparsed = try parse(document.printed)
                return visitor.nodes > 0 && reparsed.printed == document.printed ? "ok" : "mismatch"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcome == "ok")
    }

    @Test("the token limit stops parsing with a clear error")
    func tokenLimit() throws {
        let text = "{ " + String(repeating: "a ", count: 100) + "}"
        _ = try parse(text, options: ParseOptions(maxTokens: 102))
        let error = try #require(parseError(text, options: ParseOptions(maxTokens: 101)))
        #expect(error.message == "Syntax Error: Document contains more than 101 tokens. Parsing aborted.")
        #expect(error.location.column == 203)
    }

    @Test("the default token limit admits the GitHub schema")
    func defaultTokenLimit() throws {
        _ = try parse(try Fixtures.source("github/schema.graphql"))
        #expect(parseError(String(repeating: "{a}", count: 200_000)) != nil)
    }
}
