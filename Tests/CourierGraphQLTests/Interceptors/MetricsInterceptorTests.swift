import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite struct MetricsInterceptorTests {
    /// A clock that advances 250 ms on every reading.
    final class SteppingClock: Sendable {
        private let readings = Recorder<Int>()
        func now() -> UInt64 {
            readings.append(1)
            return UInt64(readings.values.count) * 250_000_000
        }
    }

    @Test func recordsDurationAttemptsAndOutcomePerOperation() async throws {
        let collector = GraphQLMetricsCollector()
        let clock = SteppingClock()
        let calls = Recorder<Int>()
        let retry = RetryInterceptor(policy: RetryPolicy(maxAttempts: 3, jitter: .none), sleeper: RecordingSleeper())
        let metrics = MetricsInterceptor(recorder: collector, now: { clock.now() })
        let (client, _) = makeClient(interceptors: [metrics, retry]) { request in
            calls.append(1)
            if request.headerFields["X-Fail"] != nil { throw HTTPError(.transport, request: request) }
            if calls.values.count == 1 { return jsonResponse("{}", status: 503) }
            if request.headerFields["X-Errors"] != nil {
                return jsonResponse(#"{"data":null,"errors":[{"message":"a"},{"message":"b"}]}"#)
            }
            return jsonResponse(#"{"data":{"hero":null}}"#)
        }
        _ = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        _ = try await client.fetch(
            query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData,
            options: GraphQLRequestOptions(headerFields: ["X-Errors": "1"]))
        _ = try? await client.fetch(
            query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData,
            options: GraphQLRequestOptions(headerFields: ["X-Fail": "1"]))
        _ = try await client.perform(mutation: RenameMutation(id: "1", name: "x"))

        let hero = try #require(await collector.summaries["Hero"])
        #expect(hero.count == 3)
        #expect(hero.successes == 1)
        #expect(hero.withErrors == 1)
        #expect(hero.failures == 1)
        #expect(hero.attempts == 2 + 1 + 3)
        #expect(hero.totalDuration == 0.75)
        #expect(hero.lastOutcome == .failure(.transport))
        let rename = try #require(await collector.summaries["Rename"])
        #expect(rename.count == 1)
        #expect(rename.lastOutcome == .success)
    }
}
