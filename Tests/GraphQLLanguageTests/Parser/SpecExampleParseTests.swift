import Foundation
import GraphQLLanguage
import Testing

/// Every `graphql` block of the GraphQL specification text parses, or fails, as graphql-core 3.3
/// says it does (`Fixtures/spec-examples/spec-examples.json`, written by
/// `scripts/reference/spec_examples.py`), but for the deviations listed in ``deviations``.
@Suite("Parser: the specification's own examples")
struct SpecExampleParseTests {
    struct Examples: Decodable {
        var reference: String
        var examples: [Example]
    }

    struct Example: Decodable, Sendable, CustomTestStringConvertible {
        var id: String
        var kind: String
        var source: String
        var parses: Bool
        var message: String?
        var line: Int?
        var column: Int?

        var testDescription: String { id }
    }

    /// Blocks where Courier's verdict deliberately differs from graphql-core's, by id, with the
    /// reason (GraphQLLanguage.docc/Conformance.md lists the same).
    static let deviations: [String: String] = [
        // `query takesCat($cat: Cat) { # ... }`: an empty selection set, which graphql-core 3.3
        // accepts and the grammar (`SelectionSet : { Selection+ }`) does not.
        "Section 5 -- Validation.md:1789": "empty selection set"
    ]

    static let examples: [Example] = {
        guard let url = Bundle.module.url(forResource: "Fixtures/spec-examples/spec-examples", withExtension: "json"),
            let data = try? Data(contentsOf: url),
            let decoded = try? JSONDecoder().decode(Examples.self, from: data)
        else { return [] }
        return decoded.examples
    }()

    @Test func everyBlockOfTheSpecIsThere() {
        // 204 fenced graphql blocks in graphql-spec @ 1fe9b61b: examples, counter-examples, definitions.
        #expect(Self.examples.count == 204)
        #expect(Self.examples.contains { !$0.parses })
        #expect(Self.examples.contains { $0.kind == "counter-example" })
    }

    @Test("Courier's parse verdict agrees with graphql-core", arguments: examples)
    func verdictAgrees(_ example: Example) {
        let outcome: Result<Document, GraphQLSyntaxError>
        do {
            outcome = .success(try parse(example.source))
        } catch {
            outcome = .failure(error)
        }
        let agrees: Bool
        switch outcome {
        case .success: agrees = example.parses
        case .failure: agrees = !example.parses
        }
        if let reason = Self.deviations[example.id] {
            #expect(!agrees, "a listed deviation now agrees (\(reason)): take it off the list")
            return
        }
        switch outcome {
        case .success:
            #expect(example.parses, "Courier parses it; graphql-core: \(example.message ?? "")")
        case .failure(let error):
            #expect(!example.parses, "graphql-core parses it; Courier: \(error.message)")
            if !example.parses {
                #expect(error.message == example.message)
                #expect(error.location.line == example.line)
                #expect(error.location.column == example.column)
            }
        }
    }
}
