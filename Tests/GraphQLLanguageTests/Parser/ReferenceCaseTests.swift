import GraphQLLanguage
import Testing

/// One reference case: a document and graphql-core's outcome for it.
struct ReferenceParseCase: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        case printed(String)
        case error(String, line: Int, column: Int)
    }

    var source: String
    var outcome: Outcome

    init(_ source: String, _ outcome: Outcome) {
        self.source = source
        self.outcome = outcome
    }

    var testDescription: String { source.debugDescription }
}

@Suite("Parser against graphql-core reference cases")
struct ReferenceCaseTests {
    @Test("outcome matches graphql-core (printed text or message and position)", arguments: referenceParseCases)
    func matchesReference(_ reference: ReferenceParseCase) {
        let result: Result<Document, GraphQLSyntaxError>
        do {
            result = .success(try parse(reference.source))
        } catch {
            result = .failure(error)
        }
        switch (reference.outcome, result) {
        case (.printed(let expected), .success(let document)):
            #expect(document.printed == expected)
        case (.error(let message, let line, let column), .failure(let error)):
            #expect(error.message == message)
            #expect(error.location.line == line)
            #expect(error.location.column == column)
        case (.printed, .failure(let error)):
            Issue.record("expected a document, got \(error)")
        case (.error(let message, _, _), .success(let document)):
            Issue.record("expected \(message), got \(document.printed)")
        }
    }
}
