import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import StarWarsFixtureAPI
import Testing

@Suite("MockGraphQLTransport")
struct MockGraphQLTransportTests {
    @Test("an expectation answers with data built from the generated initializers")
    func answersWithData() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("R2-D2") }
        let result = try await Fixtures.client(mock).fetch(query: HeroNameQuery(episode: .some(.jedi)))
        #expect(result.data?.hero?.name == "R2-D2")
        #expect(result.data?.hero?.__typename == "Droid")
        #expect(result.errors.isEmpty)
        #expect(mock.allExpectationsMet)
    }

    @Test("requests are recorded with their operation name and variables", arguments: [GraphQLHTTPMethod.post, .get])
    func recordsVariables(method: GraphQLHTTPMethod) async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self, times: .always) { request in
            Fixtures.hero(request.variables["episode"]?.stringValue ?? "none")
        }
        let client = Fixtures.client(mock) { $0.queryMethod = method }
        let jedi = try await client.fetch(query: HeroNameQuery(episode: .some(.jedi)))
        let plain = try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(jedi.data?.hero?.name == "JEDI")
        #expect(plain.data?.hero?.name == "none")
        let recorded = mock.requests(for: HeroNameQuery.self)
        #expect(recorded.map(\.operationName) == ["HeroName", "HeroName"])
        #expect(recorded.map(\.variables) == [["episode": "JEDI"], [:]])
        #expect(recorded.first?.query == HeroNameQuery.operationDocument)
        #expect(try recorded.first?.variable("episode", as: StarWarsAPI.Episode?.self) == .jedi)
        #expect(try recorded.last?.variable("episode", as: StarWarsAPI.Episode?.self) == nil)
        #expect(throws: GraphQLDecodingError.self) { try recorded.first?.variable("episode", as: Int.self) }
        #expect(recorded.first?.httpRequest?.method == (method == .get ? .get : .post))
        #expect(mock.received(HeroNameQuery(episode: .some(.jedi))) == 1)
        #expect(mock.received(HeroNameQuery(episode: .some(.empire))) == 0)
        #expect(mock.requests(for: HumanQuery.self).isEmpty)
    }

    @Test("an expectation for an operation value matches only its variables")
    func exactVariables() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HumanQuery(id: "1001")) { query in .init(human: .init(name: "Vader \(query.id)")) }
        mock.expect(HumanQuery(id: "1000")) { query in .init(human: .init(name: "Luke \(query.id)", mass: 77)) }
        let client = Fixtures.client(mock)
        let luke = try await client.fetch(query: HumanQuery(id: "1000"))
        let vader = try await client.fetch(query: HumanQuery(id: "1001"))
        #expect(luke.data?.human?.name == "Luke 1000")
        #expect(luke.data?.human?.mass == 77)
        #expect(vader.data?.human?.name == "Vader 1001")
        #expect(mock.allExpectationsMet)
    }

    @Test("a mutation's input-object variables are recorded as JSON")
    func mutationVariables() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(
            CreateReviewForEpisodeMutation.self,
            response: .data(.init(createReview: .init(stars: 5, commentary: "Great"))))
        let mutation = CreateReviewForEpisodeMutation(episode: .empire, review: .init(stars: 5, commentary: "Great"))
        let result = try await Fixtures.client(mock).perform(mutation: mutation)
        #expect(result.data?.createReview?.stars == 5)
        let recorded = try #require(mock.requests(for: CreateReviewForEpisodeMutation.self).first)
        #expect(recorded.variables["review"] == .object(["stars": 5, "commentary": "Great"]))
        #expect(recorded.matches(mutation))
    }

    @Test("GraphQL errors with partial data reach GraphQLResult.errors")
    func errorsWithPartialData() async throws {
        let mock = MockGraphQLTransport()
        let error = GraphQLError(
            message: "Name is classified", locations: [.init(line: 1, column: 40)], path: ["hero", "name"],
            extensions: ["code": "FORBIDDEN"])
        mock.expect(HeroNameQuery.self, response: .errors([error], data: .init(hero: nil)))
        let result = try await Fixtures.client(mock).fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data != nil)
        #expect(result.data?.hero == nil)
        #expect(result.errors == [error])
        #expect(result.errors.first?.code == "FORBIDDEN")
    }

    @Test("errors without data arrive as data: null, and throw under the .none policy")
    func errorsWithoutData() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self, times: .exactly(2), response: .errors([GraphQLError(message: "boom")]))
        let client = Fixtures.client(mock)
        let result = try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data == nil)
        #expect(result.errors.map(\.message) == ["boom"])
        let thrown = await #expect(throws: GraphQLClientError.self) {
            try await client.fetch(
                query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData,
                options: GraphQLRequestOptions(errorPolicy: .none))
        }
        #expect(thrown?.kind == .graphQLErrors)
        #expect(thrown?.errors.map(\.message) == ["boom"])
    }

    @Test("a transport error and an HTTP status reach the client as typed errors")
    func transportAndStatus() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self, response: .failure(HTTPError(.timeout)))
        mock.expect(HeroNameQuery.self, response: .status(503, body: "down"))
        let client = Fixtures.client(mock)
        let timeout = await #expect(throws: GraphQLClientError.self) {
            try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        }
        #expect(timeout?.kind == .timeout)
        #expect(timeout?.operationName == "HeroName")
        let status = await #expect(throws: GraphQLClientError.self) {
            try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        }
        #expect(status?.kind == .httpStatus(503))
        #expect(mock.allExpectationsMet)
    }

    @Test("one-shot expectations answer in order and are then used up")
    func oneShotInOrder() async throws {
        let reports = ReportedFailures()
        let mock = MockGraphQLTransport(reportFailure: reports.reporter)
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("first") }
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("second") }
        let client = Fixtures.client(mock)
        #expect(
            try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData).data?.hero?.name
                == "first")
        #expect(
            try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData).data?.hero?.name
                == "second")
        await #expect(throws: GraphQLClientError.self) {
            try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        }
        #expect(reports.messages.count == 1)
        #expect(mock.requests.count == 3)
    }

    @Test("repeated expectations answer every time; exactly(n) answers n times")
    func repeated() async throws {
        let reports = ReportedFailures()
        let mock = MockGraphQLTransport(reportFailure: reports.reporter)
        mock.expect(HeroNameQuery.self, times: .always) { _ in Fixtures.hero("again") }
        mock.expect(HumanQuery.self, times: .exactly(2)) { _ in .init(human: .init(name: "Leia")) }
        let client = Fixtures.client(mock)
        for _ in 0..<3 {
            #expect(
                try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData).data?.hero?.name
                    == "again")
        }
        for _ in 0..<2 {
            #expect(
                try await client.fetch(query: HumanQuery(id: "1003"), cachePolicy: .fetchIgnoringCacheData).data?.human?
                    .name == "Leia")
        }
        #expect(reports.messages.isEmpty)
        await #expect(throws: GraphQLClientError.self) {
            try await client.fetch(query: HumanQuery(id: "1003"), cachePolicy: .fetchIgnoringCacheData)
        }
        #expect(reports.messages.count == 1)
        #expect(mock.allExpectationsMet)
    }

    @Test("the requests pass through the client's middleware before the mock")
    func middlewareRuns() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("R2-D2") }
        let client = Fixtures.client(mock) { $0.middleware = [StampMiddleware()] }
        _ = try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(mock.requests.first?.httpRequest?.headerFields["X-Stamp"] == "mock-test")
    }

    @Test("one-shot answers in order drive a retry interceptor: a failure, then data")
    func retryThroughInterceptor() async throws {
        let mock = MockGraphQLTransport()
        mock.expect(HeroNameQuery.self, response: .status(503, body: "busy"))
        mock.expect(HeroNameQuery.self) { _ in Fixtures.hero("R2-D2") }
        let sleeper = CountingSleeper()
        let client = Fixtures.client(mock) { $0.interceptors = [RetryInterceptor(sleeper: sleeper)] }
        let result = try await client.fetch(query: HeroNameQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data?.hero?.name == "R2-D2")
        #expect(mock.requests.count == 2)
        #expect(await sleeper.waits.count == 1)
        #expect(mock.verify())
    }
}
