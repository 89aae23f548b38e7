import CourierAPI
import Foundation
import Testing

/// What an app shows with `error.localizedDescription` for the runtime's parse and decoding
/// errors: the readable description, not Foundation's generic "The operation couldn't be
/// completed".
@Suite struct RuntimeLocalizedErrorTests {
    @Test func aParseErrorSaysWhereTheDocumentBroke() throws {
        let error: any Error = try #require(throws: JSONParseError.self) { try JSONParser.parse("{\"a\": [1, }") }
        #expect(error.localizedDescription.hasPrefix("JSON parse error at 1:11: unexpected '}'"))
        #expect((error as? any LocalizedError)?.failureReason?.hasPrefix("unexpected '}'") == true)
    }

    @Test func aDecodingErrorNamesThePathAndTheExpectation() {
        let error: any Error = GraphQLDecodingError(.typeMismatch(expected: "String", found: "number"))
            .prefixed(by: .key("name")).prefixed(by: .index(3)).prefixed(by: .key("friends"))
        #expect(
            error.localizedDescription == "response decoding failed at friends[3].name: expected String, found number")
        #expect((error as? any LocalizedError)?.failureReason == "expected String, found number")
        let missing: any Error = GraphQLDecodingError(.missingField, path: ResponsePath()).prefixed(by: .key("hero"))
        #expect(missing.localizedDescription == "response decoding failed at hero: missing non-null field")
    }
}
