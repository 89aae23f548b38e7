import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierMockServer
import Foundation
import StarWarsFixtureAPI
import Testing

/// A network transport that must not be used when the mock is on.
private struct UnreachableNetwork: HTTPTransport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw HTTPError(.transport, request: request, message: "the network was used")
    }
}

@Suite("Launch-environment switch")
struct MockServerLaunchEnvironmentTests {
    static let endpoint = URL(string: "https://api.example.invalid/graphql") ?? URL(fileURLWithPath: "/")

    @Test(
        arguments: [
            ([:], false, nil, nil),
            (["COURIER_MOCK_SERVER": "1"], true, nil, nil),
            (["COURIER_MOCK_SERVER": "TRUE", "COURIER_MOCK_SERVER_SEED": "42"], true, 42, nil),
            (
                ["COURIER_MOCK_SERVER": "0", "COURIER_MOCK_SERVER_SEED": "x", "COURIER_MOCK_SERVER_SCENARIO": "empty"],
                false, nil, "empty"
            ),
        ] as [([String: String], Bool, UInt64?, String?)])
    func theSwitchReadsTheEnvironment(environment: [String: String], enabled: Bool, seed: UInt64?, scenario: String?) {
        let launch = MockServerLaunchEnvironment(environment: environment)
        #expect(launch.isEnabled == enabled)
        #expect(launch.seed == seed)
        #expect(launch.scenario == scenario)
        #expect(MockServerLaunchEnvironment(environment: launch.variables) == launch)
    }

    @Test func whenOnTheClientTalksToTheMockWithTheSeed() async throws {
        let environment = ["COURIER_MOCK_SERVER": "1", "COURIER_MOCK_SERVER_SEED": "9"]
        let configuration = try GraphQLClientConfiguration.mockable(
            endpoint: Self.endpoint, transport: UnreachableNetwork(), environment: environment
        ) { launch in
            GraphQLMockServer(schema: try MockServerFixture.schema(), configuration: launch.configuration())
        } configure: {
            $0.headerFields["X-App"] = "demo"
        }
        #expect(configuration.headerFields["X-App"] == "demo")
        let result = try await GraphQLClient(configuration: configuration).fetch(query: HeroAndFriendsNamesQuery())
        let expected = try await MockServerFixture.server { $0.seed = 9 }.execute("{ hero { name } }")
        #expect(result.data?.hero?.name == expected.value(at: "data.hero.name")?.stringValue)
    }

    @Test func whenOffTheNetworkTransportIsKeptAndNoServerIsMade() async throws {
        let configuration = try GraphQLClientConfiguration.mockable(
            endpoint: Self.endpoint, transport: UnreachableNetwork(), environment: [:]
        ) { _ in
            Issue.record("the mock server was made")
            return try MockServerFixture.server()
        }
        #expect(configuration.transport is UnreachableNetwork)
        #expect(configuration.subscriptionTransport == nil)
    }

    @Test func inProcessSubscriptionsDeliverPublishedEvents() async throws {
        let server = try MockServerFixture.server()
        let client = GraphQLClient(endpoint: Self.endpoint, transport: server.transport) {
            $0.subscriptionTransport = server.subscriptionTransport
        }
        let stream = client.subscribe(subscription: ReviewAddedSubscription())
        let consumer = Task {
            var comments: [String?] = []
            for try await event in stream { comments.append(event.result?.data?.reviewAdded?.commentary) }
            return comments
        }
        try await waitUntil { server.subscriberCount(for: "reviewAdded") == 1 }
        server.publish(["commentary": "first", "stars": 3], to: "reviewAdded")
        server.publish(["commentary": "second", "stars": 4], to: "reviewAdded")
        server.completeSubscriptions(to: "reviewAdded")
        #expect(try await consumer.value == ["first", "second"])
    }

    @Test func anInvalidSubscriptionIsOneRequestError() async throws {
        let server = try MockServerFixture.server()
        let request = MockOperationRequest(query: "subscription { reviewAdded { nope } }")
        let results = await server.subscribe(request).reduce(into: [MockOperationResult]()) { $0.append($1) }
        #expect(results.count == 1)
        #expect(results.first?.isRequestError == true)
    }
}
