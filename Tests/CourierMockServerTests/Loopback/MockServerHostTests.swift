import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierLoopback
import CourierMockServer
import Foundation
import StarWarsFixtureAPI
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Serving on 127.0.0.1")
struct MockServerHostTests {
    @Test func aURLSessionClientFetchesFromTheLoopbackServer() async throws {
        let server = try MockServerFixture.server { $0.seed = 5 }
        let host = try server.serve()
        defer { host.stop() }
        #expect(host.graphQLURL.absoluteString.hasPrefix("http://127.0.0.1:"))
        #expect(host.graphQLURL.path == "/graphql")
        let client = GraphQLClient(endpoint: host.graphQLURL, transport: URLSessionTransport())
        let result = try await client.fetch(query: HeroAndFriendsNamesQuery())
        let inProcess = try await GraphQLClient(endpoint: host.graphQLURL, transport: server.transport).fetch(
            query: HeroAndFriendsNamesQuery())
        #expect(result.data?.hero?.name == inProcess.data?.hero?.name)
        #expect(result.data?.hero != nil)
        #expect(host.http.receivedRequests.count == 1)
    }

    @Test func extraRoutesServeBesideGraphQL() async throws {
        let host = try MockServerFixture.server().serve()
        defer { host.stop() }
        host.routeJSON("/api/status", ["ok": true, "version": 3])
        let transport = URLSessionTransport()
        let status = try await transport.send(HTTPRequest(url: host.http.url("/api/status")))
        #expect(status.statusCode == 200)
        #expect(try JSONParser.parse(status.body) == ["ok": true, "version": 3])
        host.route(.get, prefix: "/api/users/") { request in
            .json(#"{"id":"\#(request.path.dropFirst("/api/users/".count))"}"#)
        }
        let user = try await transport.send(HTTPRequest(url: host.http.url("/api/users/42")))
        #expect(try JSONParser.parse(user.body) == ["id": "42"])
        let missing = try await transport.send(HTTPRequest(url: host.http.url("/api/missing")))
        #expect(missing.statusCode == 404)
    }

    @Test func a503WithRetryAfterIsRetriedByTheClient() async throws {
        let server = try MockServerFixture.server()
        let host = try server.serve()
        defer { host.stop() }
        server.inject(.unavailable(retryAfter: 1))
        let sleeper = RecordingSleeper()
        let client = GraphQLClient(endpoint: host.graphQLURL, transport: URLSessionTransport()) {
            $0.interceptors = [RetryInterceptor(policy: RetryPolicy(maxAttempts: 2), sleeper: sleeper)]
        }
        let result = try await client.fetch(query: HeroAndFriendsNamesQuery())
        #expect(result.data?.hero != nil)
        #expect(sleeper.recorded == [1])
        #expect(host.http.receivedRequests.count == 2)
    }

    @Test func aDroppedConnectionFailsTheRequest() async throws {
        let server = try MockServerFixture.server()
        let host = try server.serve()
        defer { host.stop() }
        server.inject(.dropConnection)
        let client = GraphQLClient(endpoint: host.graphQLURL, transport: URLSessionTransport())
        await #expect(throws: GraphQLClientError.self) { _ = try await client.fetch(query: HeroAndFriendsNamesQuery()) }
        #expect(try await client.fetch(query: HeroAndFriendsNamesQuery()).data?.hero != nil)
    }

    @Test func aSubscriptionOverWebSocketDeliversPublishedEventsAndCompletes() async throws {
        let server = try MockServerFixture.server()
        let host = try server.serve()
        defer { host.stop() }
        let transport = WebSocketSubscriptionTransport(
            url: host.webSocketURL, configuration: .init { $0.pingInterval = nil })
        let client = GraphQLClient(endpoint: host.graphQLURL) { $0.subscriptionTransport = transport }
        let stream = client.subscribe(subscription: ReviewAddedSubscription(episode: .some(.jedi)))
        let consumer = Task {
            var stars: [Int] = []
            for try await event in stream {
                if let review = event.result?.data?.reviewAdded { stars.append(review.stars) }
            }
            return stars
        }
        try await waitUntil { server.subscriberCount(for: "reviewAdded") == 1 }
        #expect(server.publish(["stars": 5, "episode": "JEDI"], to: "reviewAdded") == 1)
        #expect(server.publish(["stars": 1, "commentary": "meh"], to: "reviewAdded") == 1)
        server.completeSubscriptions(to: "reviewAdded")
        #expect(try await consumer.value == [5, 1])
        #expect(server.receivedRequests.last?.operationName == "ReviewAdded")
        await transport.shutdown()
    }

    @Test func aSubscriptionSourceFeedsEventsFromTheConfiguration() async throws {
        let server = try MockServerFixture.server {
            $0.subscriptionSources["Subscription.reviewAdded"] = { info in
                AsyncStream { continuation in
                    for stars in 1...3 {
                        continuation.yield([
                            "stars": .number(.integer(Int64(stars))), "episode": info.arguments["episode"] ?? .null,
                        ])
                    }
                    continuation.finish()
                }
            }
        }
        let results = await server.subscribe(
            MockOperationRequest(query: "subscription { reviewAdded(episode: EMPIRE) { stars episode } }")
        )
        .reduce(into: []) { $0.append($1) }
        #expect(results.map { $0.data?["reviewAdded"]?["stars"] } == [1, 2, 3])
        #expect(results.allSatisfy { $0.data?["reviewAdded"]?["episode"] == "EMPIRE" })
    }
}

/// Polls `condition` every 10 ms for at most `seconds` (30 by default, room for sanitized runs).
func waitUntil(seconds: Int = 30, _ condition: @Sendable () -> Bool) async throws {
    for _ in 0..<(seconds * 100) {
        if condition() { return }
        try await Task.sleep(nanoseconds: 10_000_000)
    }
    Issue.record("condition not met in time")
}

@Suite("Serving under concurrent load")
struct MockServerHostLoadTests {
    @Test func concurrentClientsAllGetTheirAnswers() async throws {
        let server = try MockServerFixture.server { $0.seed = 8 }
        let host = try server.serve()
        defer { host.stop() }
        let client = GraphQLClient(endpoint: host.graphQLURL, transport: URLSessionTransport())
        let expected = try await GraphQLClient(endpoint: host.graphQLURL, transport: server.transport).fetch(
            query: HeroAndFriendsNamesQuery(episode: .some(.jedi)))
        let names = try await withThrowingTaskGroup(of: String?.self) { group in
            for _ in 0..<24 {
                group.addTask {
                    try await client.fetch(query: HeroAndFriendsNamesQuery(episode: .some(.jedi))).data?.hero?.name
                }
            }
            return try await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(names.count == 24)
        #expect(names.allSatisfy { $0 != nil && $0 == expected.data?.hero?.name })
    }
}
