import CourierAPI
import CourierMockServer
import Testing

@Suite("Request errors")
struct RequestErrorTests {
    @Test func aSyntaxErrorHasItsLocationAndNoData() async throws {
        let result = try await MockServerFixture.server().execute(MockOperationRequest(query: "{ hero { name }\n  }}"))
        #expect(result.isRequestError)
        #expect(result.data == nil)
        let error = try #require(result.errors.first)
        #expect(error["message"]?.stringValue?.hasPrefix("Syntax Error") == true)
        #expect(error["locations"] == [["line": 2, "column": 4]])
    }

    @Test func validationErrorsCarryLocations() async throws {
        let result = try await MockServerFixture.server().execute(MockOperationRequest(query: "{\n  hero { nme }\n}"))
        #expect(result.isRequestError)
        let error = try #require(result.errors.first)
        #expect(error["message"]?.stringValue?.contains("nme") == true)
        #expect(error["locations"] == [["line": 2, "column": 10]])
    }

    @Test func variablesAreCoercedAndChecked() async throws {
        let server = try MockServerFixture.server()
        let document =
            "query Q($id: ID!, $episode: Episode = JEDI) { human(id: $id) { id } hero(episode: $episode) { id } }"
        let missing = await server.execute(MockOperationRequest(query: document))
        #expect(missing.isRequestError)
        #expect(missing.errors.first?["message"]?.stringValue?.contains("$id") == true)
        let wrongEnum = await server.execute(
            MockOperationRequest(query: document, variables: ["id": 7, "episode": "PHANTOM"]))
        #expect(wrongEnum.isRequestError)
        #expect(wrongEnum.errors.first?["locations"] == [["line": 1, "column": 19]])
        let fine = await server.execute(MockOperationRequest(query: document, variables: ["id": 7]))
        #expect(!fine.isRequestError)
        #expect(fine.errors.isEmpty)
    }

    @Test func inputObjectVariablesAreCheckedField() async throws {
        let server = try MockServerFixture.server()
        let document = "mutation M($review: ReviewInput!) { createReview(review: $review) { stars } }"
        let bad = await server.execute(
            MockOperationRequest(query: document, variables: ["review": ["commentary": "no stars"]]))
        #expect(bad.isRequestError)
        let extra = await server.execute(
            MockOperationRequest(query: document, variables: ["review": ["stars": 3, "colour": "red"]]))
        #expect(extra.isRequestError)
        let good = await server.execute(MockOperationRequest(query: document, variables: ["review": ["stars": 3]]))
        #expect(!good.isRequestError)
    }

    @Test func theOperationIsChosenByName() async throws {
        let server = try MockServerFixture.server()
        let document = "query A { hero { id } } query B { reviews(episode: JEDI) { stars } }"
        #expect(await server.execute(MockOperationRequest(query: document)).isRequestError)
        #expect(await server.execute(MockOperationRequest(query: document, operationName: "C")).isRequestError)
        let b = await server.execute(MockOperationRequest(query: document, operationName: "B"))
        #expect(b.data?["reviews"] != nil)
        #expect(b.data?["hero"] == nil)
    }

    @Test func aDeeplyNestedDocumentIsRefusedWithErrors() async throws {
        let server = try MockServerFixture.server()
        let deep =
            "{ hero " + String(repeating: "{ friends ", count: 500) + "{ id }" + String(repeating: " }", count: 501)
        let result = await server.execute(MockOperationRequest(query: deep))
        #expect(result.isRequestError)
        #expect(!result.errors.isEmpty)
    }

    @Test func aHugeDocumentIsRefusedWithErrors() async throws {
        let server = try MockServerFixture.server { $0.limits.maximumDocumentBytes = 10_000 }
        let huge = "{ " + String(repeating: "hero { id } ", count: 2_000) + "}"
        let result = await server.execute(MockOperationRequest(query: huge))
        #expect(result.isRequestError)
        #expect(result.errors.first?["message"]?.stringValue?.contains("10000") == true)
    }

    @Test func anExplodingResponseStopsAtTheValueLimit() async throws {
        let server = try MockServerFixture.server { $0.defaultListLength = 10 }
        let nested =
            "{ hero " + String(repeating: "{ friends ", count: 8) + "{ id }" + String(repeating: " }", count: 9)
        let result = await server.execute(MockOperationRequest(query: nested))
        #expect(result.data == .null)
        #expect(result.errors.first?["message"]?.stringValue?.contains("100000") == true)
    }

    @Test(arguments: [
        "", "{", "query { ", "}}}}", "{ hero(episode: 1e999) { id } }", "\u{0}", "{ ...F }",
        "subscription { reviewAdded { stars } }",
    ])
    func badInputGivesErrorsNotACrash(_ document: String) async throws {
        let result = try await MockServerFixture.server().execute(MockOperationRequest(query: document))
        #expect(!result.errors.isEmpty)
    }
}
