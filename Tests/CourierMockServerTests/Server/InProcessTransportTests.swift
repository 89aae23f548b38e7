import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierMockServer
import CourierSupport
import Foundation
import StarWarsFixtureAPI
import Testing

/// A sleeper that records the delays it was asked for and returns at once.
final class RecordingSleeper: Sleeper {
    private let delays = LockedBoxOfDoubles()

    func sleep(seconds: Double) async throws { delays.append(seconds) }
    var recorded: [Double] { delays.values }
}

@Suite("In-process transport")
struct InProcessTransportTests {
    static let endpoint = URL(string: "https://mock.invalid/graphql") ?? URL(fileURLWithPath: "/")

    @Test func aGeneratedQueryDecodesThroughGraphQLClient() async throws {
        let server = try MockServerFixture.server { $0.seed = 11 }
        let client = GraphQLClient(endpoint: Self.endpoint, transport: server.transport)
        let result = try await client.fetch(query: HeroAndFriendsNamesQuery(episode: .some(.empire)))
        let hero = try #require(result.data?.hero)
        #expect(result.errors.isEmpty)
        #expect(["Human", "Droid"].contains(hero.__typename))
        #expect(hero.friends?.count == 2)
        // The same query straight through the server gives the same values.
        let direct = await server.execute(
            "query { hero(episode: EMPIRE) { __typename name friends { __typename name } } }"
        )
        #expect(direct.value(at: "data.hero.name")?.stringValue == hero.name)
        #expect(direct.value(at: "data.hero.friends.1.name")?.stringValue == hero.friends?[1]?.name)
    }

    @Test func getRequestsServeQueriesButNotMutations() async throws {
        let server = try MockServerFixture.server()
        let client = GraphQLClient(endpoint: Self.endpoint, transport: server.transport)
        let result = try await client.fetch(
            query: HeroAndFriendsNamesQuery(), options: GraphQLRequestOptions(method: .get))
        #expect(result.data?.hero != nil)
        let transport = server.transport
        let url = try #require(
            URL(
                string: "https://mock.invalid/graphql?query=mutation%7BcreateReview(review:%7Bstars:1%7D)%7Bstars%7D%7D"
            ))
        let response = try await transport.send(
            HTTPRequest(method: .get, url: url, headerFields: ["Accept": "application/graphql-response+json"]))
        #expect(response.statusCode == 400)
    }

    @Test func aMutationAndItsVariablesReachTheResolver() async throws {
        let server = try MockServerFixture.server {
            $0.resolve("Mutation.createReview") { info in info.arguments["review"] }
        }
        let client = GraphQLClient(endpoint: Self.endpoint, transport: server.transport)
        let review = StarWarsAPI.ReviewInput(stars: 4, commentary: .some("Fine"))
        let result = try await client.perform(mutation: CreateReviewForEpisodeMutation(episode: .jedi, review: review))
        #expect(result.data?.createReview?.stars == 4)
        #expect(result.data?.createReview?.commentary == "Fine")
        #expect(server.receivedRequests.last?.operationName == "CreateReviewForEpisode")
    }

    @Test func injected503sAreRetriedThenSucceed() async throws {
        let server = try MockServerFixture.server()
        server.inject(.unavailable(retryAfter: 2), count: 2)
        let sleeper = RecordingSleeper()
        let client = GraphQLClient(endpoint: Self.endpoint, transport: server.transport) {
            $0.interceptors = [RetryInterceptor(policy: RetryPolicy(maxAttempts: 3), sleeper: sleeper)]
        }
        let result = try await client.fetch(query: HeroAndFriendsNamesQuery())
        #expect(result.data?.hero != nil)
        #expect(sleeper.recorded == [2, 2])
        #expect(server.receivedRequests.count == 1)
    }

    @Test func aDroppedConnectionIsATransportErrorAndRequestErrorsAreData() async throws {
        let server = try MockServerFixture.server()
        server.inject(.dropConnection)
        server.inject(.requestErrors(["maintenance"]), operationName: "HeroAndFriendsNames")
        let client = GraphQLClient(endpoint: Self.endpoint, transport: server.transport)
        await #expect(throws: GraphQLClientError.self) { _ = try await client.fetch(query: HeroAndFriendsNamesQuery()) }
        let degraded = try await client.fetch(query: HeroAndFriendsNamesQuery())
        #expect(degraded.data?.hero == nil)
        #expect(degraded.errors.map(\.message) == ["maintenance"])
        let healthy = try await client.fetch(query: HeroAndFriendsNamesQuery())
        #expect(healthy.data?.hero != nil)
    }

    @Test func removedFaultsNoLongerApply() async throws {
        let server = try MockServerFixture.server()
        server.inject(.unavailable(), count: 3)
        server.removeInjectedFaults()
        let result = try await GraphQLClient(endpoint: Self.endpoint, transport: server.transport).fetch(
            query: HeroAndFriendsNamesQuery())
        #expect(result.data?.hero != nil)
    }

    @Test func anInjectedDelayWaitsOnTheSleeper() async throws {
        let server = try MockServerFixture.server()
        server.inject(.delay(1.5))
        let sleeper = RecordingSleeper()
        let client = GraphQLClient(
            endpoint: Self.endpoint, transport: MockServerTransport(server: server, sleeper: sleeper))
        _ = try await client.fetch(query: HeroAndFriendsNamesQuery())
        #expect(sleeper.recorded == [1.5])
    }

    @Test func aBatchGetsAnArrayOfResponses() async throws {
        let server = try MockServerFixture.server()
        let body = Data(#"[{"query":"{ hero { id } }"},{"query":"{ reviews(episode: JEDI) { stars } }"}]"#.utf8)
        let response = try await server.transport.send(HTTPRequest(method: .post, url: Self.endpoint, body: body))
        let json = try JSONParser.parse(response.body)
        #expect(json.arrayValue?.count == 2)
        #expect(json[1]?["data"]?["reviews"]?.arrayValue?.count == 2)
    }

    @Test func aPersistedQueryHashIsRememberedAfterItsFirstUse() async throws {
        let server = try MockServerFixture.server()
        let hashOnly: JSONObject = ["extensions": ["persistedQuery": ["version": 1, "sha256Hash": "abc"]]]
        let miss = await server.execute(try #require(MockOperationRequestFromJSON(hashOnly)))
        #expect(miss.errors.first?["message"] == "PersistedQueryNotFound")
        var full = hashOnly
        full["query"] = "{ hero { id } }"
        _ = await server.execute(try #require(MockOperationRequestFromJSON(full)))
        let hit = await server.execute(try #require(MockOperationRequestFromJSON(hashOnly)))
        #expect(hit.data?["hero"]?["id"] != nil)
    }
}

/// A request from a GraphQL-over-HTTP JSON body.
private func MockOperationRequestFromJSON(_ object: JSONObject) -> MockOperationRequest? {
    MockOperationRequest(
        query: object["query"]?.stringValue,
        operationName: object["operationName"]?.stringValue,
        variables: object["variables"]?.objectValue ?? [:],
        extensions: object["extensions"]?.objectValue ?? [:]
    )
}
