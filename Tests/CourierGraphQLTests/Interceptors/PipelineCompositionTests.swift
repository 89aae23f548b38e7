import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite struct PipelineCompositionTests {
    /// A stand-in for the normalized cache of issue 6: answers a query it has seen from memory.
    actor MemoryCacheInterceptor: GraphQLInterceptor {
        private var stored: [GraphQLRequest.DeduplicationKey: JSONValue] = [:]
        private(set) var selectionsSeen: [Int] = []

        func intercept(_ request: GraphQLRequest, next: GraphQLNext) async throws -> GraphQLResponse {
            selectionsSeen.append(request.dataType.__selections.count)
            if let data = stored[request.deduplicationKey] { return GraphQLResponse(data: data, source: .cache) }
            let response = try await next(request)
            if response.errors.isEmpty, let data = response.data { stored[request.deduplicationKey] = data }
            return response
        }
    }

    @Test func aCacheStepInFrontOfTheInterceptorsAnswersWithSourceCache() async throws {
        let cache = MemoryCacheInterceptor()
        let (client, transport) = makeClient(interceptors: [cache, RetryInterceptor(sleeper: RecordingSleeper())]) {
            _ in
            jsonResponse(#"{"data":{"hero":{"__typename":"Droid","name":"R2-D2"}}}"#)
        }
        let first = try await client.fetch(query: HeroQuery(episode: "JEDI"), cachePolicy: .fetchIgnoringCacheData)
        let second = try await client.fetch(query: HeroQuery(episode: "JEDI"), cachePolicy: .fetchIgnoringCacheData)
        #expect(first.source == .network)
        #expect(second.source == .cache)
        #expect(second.data == first.data)
        #expect(transport.sentRequests.count == 1)
        #expect(await cache.selectionsSeen == [1, 1])
    }

    @Test func theFullStackWorksTogether() async throws {
        let metrics = GraphQLMetricsCollector()
        let failures = Recorder<Int>()
        let interceptors: [any GraphQLInterceptor] = [
            MetricsInterceptor(recorder: metrics),
            DeduplicationInterceptor(),
            RetryInterceptor(policy: RetryPolicy(maxAttempts: 3, jitter: .none), sleeper: RecordingSleeper()),
            AutomaticPersistedQueriesInterceptor(),
            BatchingInterceptor(window: 0, maxBatchSize: 4, sleeper: RecordingSleeper()),
        ]
        let (client, _) = makeClient(interceptors: interceptors) { request in
            // The first HTTP request fails with 503; hashes are unknown until a document registers them.
            failures.append(1)
            if failures.values.count == 1 { return jsonResponse("{}", status: 503) }
            func answer(_ operation: JSONValue) -> String {
                if operation["query"] == nil {
                    return #"{"errors":[{"message":"PersistedQueryNotFound"}]}"#
                }
                let episode = operation["variables"]?["episode"]?.stringValue ?? "?"
                return #"{"data":{"hero":{"__typename":"Droid","name":"\#(episode)"}}}"#
            }
            let body = try bodyJSON(request)
            if case .array(let items) = body {
                return jsonResponse("[" + items.map(answer).joined(separator: ",") + "]")
            }
            return jsonResponse(answer(body))
        }
        let names = try await withThrowingTaskGroup(of: String?.self) { group in
            for episode in ["A", "B", "A", "C"] {
                group.addTask {
                    try await client.fetch(query: HeroQuery(episode: episode), cachePolicy: .fetchIgnoringCacheData)
                        .data?.hero?.name
                }
            }
            var names: [String] = []
            for try await name in group { names.append(name ?? "nil") }
            return names.sorted()
        }
        #expect(names == ["A", "A", "B", "C"])
        let summary = try #require(await metrics.summaries["Hero"])
        #expect(summary.count == 4)
        #expect(summary.successes == 4)
    }
}
