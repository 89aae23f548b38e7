import CourierAPI
import CourierGraphQL
import CourierHTTP
import Foundation
import Testing

/// APQ uses the server's global persisted-query store, so these run one at a time.
@Suite(IntegrationServer.enabled, .serialized) struct InterceptorIntegrationTests {
    @Test func automaticPersistedQueriesRegisterThenHit() async throws {
        let scope = try ServerScope()
        try await scope.control(["forget_persisted_queries": true], scoped: false)
        let client = scope.client { $0.interceptors = [AutomaticPersistedQueriesInterceptor()] }
        let first = try await client.fetch(query: CharacterDetailsQuery(id: "2000"))
        let second = try await client.fetch(query: CharacterDetailsQuery(id: "2001"))
        #expect(first.data?.character?.name == "C-3PO")
        #expect(second.data?.character?.name == "R2-D2")
        let log = try await scope.requests()
        #expect(log.map { $0["apq"]?.stringValue } == ["miss", "registered", "hit"])
    }

    @Test func hashedQueriesOverGET() async throws {
        let scope = try ServerScope()
        try await scope.control(["forget_persisted_queries": true], scoped: false)
        let client = scope.client {
            $0.interceptors = [AutomaticPersistedQueriesInterceptor(usesGETForHashedQueries: true)]
        }
        _ = try await client.fetch(
            query: HeroAndFriendsQuery(episode: .some(.empire)), cachePolicy: .fetchIgnoringCacheData)
        let result = try await client.fetch(
            query: HeroAndFriendsQuery(episode: .some(.empire)), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data?.hero?.id == "1000")
        let log = try await scope.requests()
        #expect(log.map { $0["method"]?.stringValue } == ["GET", "POST", "GET"])
        #expect(log.map { $0["apq"]?.stringValue } == ["miss", "registered", "hit"])
    }

    @Test func batchingSendsOneArrayAndSplitsResults() async throws {
        let scope = try ServerScope()
        let client = scope.client { $0.interceptors = [BatchingInterceptor(window: 0.05, maxBatchSize: 10)] }
        async let a = client.fetch(query: CharacterDetailsQuery(id: "1000"))
        async let b = client.fetch(query: CharacterDetailsQuery(id: "2001"))
        async let c = client.fetch(query: HeroWithErrorQuery())
        let (ra, rb, rc) = try await (a, b, c)
        #expect(ra.data?.character?.name == "Luke Skywalker")
        #expect(rb.data?.character?.name == "R2-D2")
        #expect(rc.errors.first?.code == "INTENTIONAL_ERROR")
        let log = try await scope.requests()
        #expect(log.count == 1)
        #expect(log.first?["batchSize"] == .number(.integer(3)))
    }

    @Test func identicalQueriesInFlightAreSentOnce() async throws {
        let scope = try ServerScope()
        let client = scope.client { $0.interceptors = [DeduplicationInterceptor()] }
        async let a = client.fetch(query: SlowFieldQuery(ms: 300))
        async let b = client.fetch(query: SlowFieldQuery(ms: 300))
        async let c = client.fetch(query: SlowFieldQuery(ms: 300))
        let results = try await [a, b, c]
        #expect(results.map { $0.data?.slow } == Array(repeating: "slept 300ms", count: 3))
        #expect(try await scope.requests().count == 1)
    }
}
