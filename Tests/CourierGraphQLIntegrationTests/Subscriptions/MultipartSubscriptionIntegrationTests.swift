import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

@Suite(IntegrationServer.enabled, .serialized) struct MultipartSubscriptionIntegrationTests {
    func client(_ scope: ServerScope, streaming: URLSessionStreamingTransport = URLSessionStreamingTransport())
        -> GraphQLClient
    {
        scope.client {
            $0.subscriptionTransport = MultipartGraphQLTransport(
                endpoint: scope.endpoint, transport: streaming, headerFields: ["X-Courier-Test-Scope": scope.id])
        }
    }

    @Test func countOverMultipartWithHeartbeats() async throws {
        let scope = try ServerScope()
        try await scope.control(["multipart_heartbeat_ms": 20], scoped: false)
        defer { Task { try await scope.control(["multipart_heartbeat_ms": 5000], scoped: false) } }
        let collected = try await collect(
            client(scope).subscribe(subscription: CountSubscription(to: 4, intervalMs: 60)))
        #expect(collected.results.map { $0.data?.count } == [1, 2, 3, 4])
    }

    @Test func aFailingSourceStreamSendsItsErrorsLast() async throws {
        let scope = try ServerScope()
        let collected = try await collect(client(scope).subscribe(subscription: FailAfterSubscription(n: 2)))
        #expect(collected.results.compactMap { $0.data?.failAfter } == [1, 2])
        #expect(collected.results.last?.errors.first?.code == "STREAM_FAILED")
    }

    @Test func cancellingTheConsumerCancelsTheExchange() async throws {
        let scope = try ServerScope()
        let streaming = URLSessionStreamingTransport()
        let client = client(scope, streaming: streaming)
        let collected = try await collect(
            client.subscribe(subscription: CountSubscription(to: 1_000, intervalMs: 5)), limit: 2)
        #expect(collected.results.count == 2)
        var released = false
        for _ in 0..<300 where !released {
            released = streaming.activeExchangeCount == 0
            if !released { try await Task.sleep(nanoseconds: 10_000_000) }
        }
        #expect(released)
    }

    @Test func deferredFragmentArrivesMergedIntoTheResult() async throws {
        let scope = try ServerScope()
        let collected = try await collect(client(scope).fetchIncrementally(query: DeferredHeroQuery()))
        #expect(collected.results.count == 2)
        let first = try #require(collected.results.first?.data?.__json["hero"]?.objectValue)
        #expect(first["name"] == "R2-D2")
        #expect(first["friends"] == nil)
        let last = try #require(collected.results.last?.data?.__json["hero"]?.objectValue)
        #expect(last["name"] == "R2-D2")
        #expect(
            last["friends"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == [
                "Luke Skywalker", "Han Solo", "Leia Organa",
            ])
    }

    @Test func aSplitTransportRoutesQueriesOverHTTPAndSubscriptionsOverMultipart() async throws {
        let scope = try ServerScope()
        let http = scope.client()
        let split = SplitGraphQLTransport(
            requestTransport: http,
            subscriptionTransport: MultipartGraphQLTransport(
                endpoint: scope.endpoint, headerFields: ["X-Courier-Test-Scope": scope.id])
        )
        let response = try await split.send(GraphQLRequest(PlainHeroQuery()))
        #expect(response.data?["hero"]?["name"] == "R2-D2")
        var count = 0
        for try await event in split.subscribe(GraphQLRequest(CountSubscription(to: 2, intervalMs: 1))) {
            if case .response = event { count += 1 }
        }
        #expect(count == 2)
    }
}
