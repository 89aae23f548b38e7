import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import StarWarsFixtureAPI
import Testing

@Suite("MockGraphQLTransport failures")
struct MockGraphQLFailureTests {
    @Test("an unexpected operation is reported with its name and variables, and throws")
    func unexpectedOperationReported() async throws {
        let reports = ReportedFailures()
        let mock = MockGraphQLTransport(reportFailure: reports.reporter)
        let line = #line - 1
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("unused") }
        let thrown = await #expect(throws: GraphQLClientError.self) {
            try await Fixtures.client(mock).fetch(query: HumanQuery(id: "1000"))
        }
        #expect(thrown?.kind == .transport)
        let underlying = try #require(thrown?.underlyingError as? MockGraphQLTransportError)
        guard case .unexpectedOperation(let request) = underlying else {
            Issue.record("expected unexpectedOperation, got \(underlying)")
            return
        }
        #expect(request.operationName == "Human")
        #expect(request.variables == ["id": "1000"])
        #expect(reports.messages.count == 1)
        #expect(reports.messages.first?.contains(#"Human {"id":"1000"}"#) == true)
        #expect(reports.lines == [line])
        #expect(mock.requests.count == 1)
    }

    @Test("by default an unexpected operation records a Swift Testing issue")
    func unexpectedOperationRecordsIssue() async {
        let mock = MockGraphQLTransport()
        await withKnownIssue {
            await #expect(throws: GraphQLClientError.self) {
                try await Fixtures.client(mock).fetch(query: HeroNameQuery(episode: .some(.empire)))
            }
        } matching: { issue in
            issue.description.contains(#"HeroName {"episode":"EMPIRE"}"#)
        }
    }

    @Test("verify reports each unmet expectation at the place it was made")
    func verifyReportsUnmet() async throws {
        let reports = ReportedFailures()
        let mock = MockGraphQLTransport(reportFailure: reports.reporter)
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("used") }
        let unusedLine = #line + 1
        mock.expect(HumanQuery(id: "1000")) { _ in .init(human: nil) }
        mock.expect(CreateReviewForEpisodeMutation.self, times: .always, response: .data(.init(createReview: nil)))
        #expect(!mock.allExpectationsMet)
        _ = try await Fixtures.client(mock).fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(
            mock.unmetExpectations == [
                #"Human {"id":"1000"} (once, used 0 times)"#,
                "CreateReviewForEpisode (always, used 0 times)",
            ])
        #expect(mock.verify() == false)
        #expect(reports.messages.count == 2)
        #expect(reports.lines.first == unusedLine)
    }

    @Test("verify passes once every expectation was used")
    func verifyPasses() async throws {
        let reports = ReportedFailures()
        let mock = MockGraphQLTransport(reportFailure: reports.reporter)
        mock.expect(HeroNameQuery.self, times: .exactly(2)) { _ in Fixtures.hero("twice") }
        let client = Fixtures.client(mock)
        _ = try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(!mock.allExpectationsMet)
        _ = try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(mock.verify())
        #expect(reports.messages.isEmpty)
    }

    @Test("by default verify records a Swift Testing issue")
    func verifyRecordsIssue() {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("never") }
        withKnownIssue {
            mock.verify()
        } matching: { issue in
            issue.description.contains("HeroName (once, used 0 times)")
        }
    }

    @Test("a batch is answered with one result per operation")
    func batch() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("R2-D2") }
        mock.expect(HumanQuery(id: "1000")) { _ in .init(human: .init(name: "Luke")) }
        let body = #"[{"operationName":"HeroName","variables":{}},{"operationName":"Human","variables":{"id":"1000"}}]"#
        let response = try await mock.send(HTTPRequest(method: .post, url: Fixtures.endpoint, body: Data(body.utf8)))
        let json = try JSONParser.parse(response.body)
        #expect(json[0]?["data"]?["hero"]?["name"] == "R2-D2")
        #expect(json[1]?["data"]?["human"]?["name"] == "Luke")
        #expect(mock.requests.map(\.operationName) == ["HeroName", "Human"])
    }

    @Test("a request that is no GraphQL request is reported and throws")
    func unreadable() async throws {
        let reports = ReportedFailures()
        let mock = MockGraphQLTransport(reportFailure: reports.reporter)
        let request = HTTPRequest(method: .post, url: Fixtures.endpoint, body: Data("not json".utf8))
        await #expect(throws: MockGraphQLTransportError.self) { try await mock.send(request) }
        #expect(reports.messages.first?.contains("not JSON") == true)
        #expect(mock.requests.isEmpty)
    }
}
