import GraphQLLanguage
import Testing

@Suite("Printer against graphql-core goldens")
struct PrinterGoldenTests {
    @Test("print(parse(fixture)) equals graphql-core's print_ast output", arguments: Fixtures.allPaths)
    func matchesGolden(path: String) throws {
        let printed = try parse(try Fixtures.source(path)).printed
        let golden = try Goldens.text(path)
        if printed != golden {
            let ours = printed.split(separator: "\n", omittingEmptySubsequences: false)
            let theirs = golden.split(separator: "\n", omittingEmptySubsequences: false)
            let firstDifference = zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }
            if let (line, pair) = firstDifference {
                Issue.record("\(path): first difference at line \(line + 1):\n ours: \(pair.0)\n gold: \(pair.1)")
            } else {
                Issue.record("\(path): line counts differ (\(ours.count) vs \(theirs.count))")
            }
        }
    }

    @Test("printing is idempotent: print(parse(print(parse(x)))) == print(parse(x))", arguments: Fixtures.allPaths)
    func roundTrips(path: String) throws {
        let once = try parse(try Fixtures.source(path)).printed
        let twice = try parse(once).printed
        #expect(twice == once)
    }

    @Test("reparsing the printed text gives the same AST apart from locations", arguments: Fixtures.allPaths)
    func reparsesToSameShape(path: String) throws {
        let original = try parse(try Fixtures.source(path))
        let reparsed = try parse(original.printed)
        #expect(reparsed.definitions.count == original.definitions.count)
        #expect(reparsed.printed == original.printed)
    }
}
