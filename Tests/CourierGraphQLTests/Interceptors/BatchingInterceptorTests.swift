import CourierAPI
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@testable import CourierGraphQL

@Suite struct BatchingInterceptorTests {
    /// Answers a batch with one result per operation, echoing its episode; single requests too.
    static func echo(_ request: HTTPRequest) throws -> HTTPResponse {
        func result(_ operation: JSONValue) -> String {
            let episode = operation["variables"]?["episode"]?.stringValue ?? "none"
            if episode == "FAIL" { return #"{"errors":[{"message":"bad episode"}]}"# }
            return #"{"data":{"hero":{"__typename":"Droid","name":"\#(episode)"}}}"#
        }
        let body = try bodyJSON(request)
        if case .array(let operations) = body {
            return jsonResponse("[" + operations.map(result).joined(separator: ",") + "]")
        }
        return jsonResponse(result(body))
    }

    @Test func operationsInTheWindowGoAsOneArrayAndResultsSplitBack() async throws {
        let sleeper = GateSleeper()
        let batching = BatchingInterceptor(window: 0.05, maxBatchSize: 10, sleeper: sleeper)
        let (client, transport) = makeClient(interceptors: [batching]) { try Self.echo($0) }
        async let a = client.fetch(query: HeroQuery(episode: "A"), cachePolicy: .fetchIgnoringCacheData)
        async let b = client.fetch(query: HeroQuery(episode: "B"), cachePolicy: .fetchIgnoringCacheData)
        async let c = client.fetch(query: HeroQuery(episode: "FAIL"), cachePolicy: .fetchIgnoringCacheData)
        #expect(await eventually { await sleeper.sleepCount == 1 })
        #expect(await eventually { await batching.waitingCount == 3 })
        #expect(transport.sentRequests.isEmpty)
        await sleeper.release()
        let results = try await [a, b, c]
        #expect(results.map { $0.data?.hero?.name } == ["A", "B", nil])
        #expect(results[2].errors.map(\.message) == ["bad episode"])
        let sent = transport.sentRequests
        #expect(sent.count == 1)
        let body = try bodyJSON(try #require(sent.first))
        #expect(body.arrayValue?.count == 3)
        #expect(
            Set(body.arrayValue?.compactMap { $0["variables"]?["episode"]?.stringValue } ?? []) == ["A", "B", "FAIL"])
    }

    @Test func aFullBatchGoesWithoutWaiting() async throws {
        let sleeper = GateSleeper()
        let batching = BatchingInterceptor(window: 10, maxBatchSize: 2, sleeper: sleeper)
        let (client, transport) = makeClient(interceptors: [batching]) { try Self.echo($0) }
        async let a = client.fetch(query: HeroQuery(episode: "A"), cachePolicy: .fetchIgnoringCacheData)
        async let b = client.fetch(query: HeroQuery(episode: "B"), cachePolicy: .fetchIgnoringCacheData)
        let results = try await [a, b]
        #expect(Set(results.compactMap { $0.data?.hero?.name }) == ["A", "B"])
        #expect(transport.sentRequests.count == 1)
        await sleeper.release()
    }

    @Test func maxBatchSizeSplitsBatches() async throws {
        let batching = BatchingInterceptor(window: 0, maxBatchSize: 2, sleeper: RecordingSleeper())
        let (client, transport) = makeClient(interceptors: [batching]) { try Self.echo($0) }
        try await withThrowingTaskGroup(of: String?.self) { group in
            for index in 0..<5 {
                group.addTask {
                    try await client.fetch(query: HeroQuery(episode: "E\(index)"), cachePolicy: .fetchIgnoringCacheData)
                        .data?.hero?.name
                }
            }
            var names: Set<String> = []
            for try await name in group { if let name { names.insert(name) } }
            #expect(names == ["E0", "E1", "E2", "E3", "E4"])
        }
        let sizes = try transport.sentRequests.map { try bodyJSON($0).arrayValue?.count ?? 1 }
        #expect(sizes.allSatisfy { $0 <= 2 })
        #expect(sizes.reduce(0, +) == 5)
    }

    @Test func aLoneOperationGoesAsAnOrdinaryRequest() async throws {
        let batching = BatchingInterceptor(window: 0, sleeper: RecordingSleeper())
        let (client, transport) = makeClient(interceptors: [batching]) { try Self.echo($0) }
        let result = try await client.fetch(query: HeroQuery(episode: "SOLO"), cachePolicy: .fetchIgnoringCacheData)
        #expect(result.data?.hero?.name == "SOLO")
        #expect(try bodyJSON(transport.sentRequests[0]).objectValue != nil)
    }

    @Test func aFailedBatchFailsEveryCaller() async throws {
        let sleeper = GateSleeper()
        let batching = BatchingInterceptor(window: 1, maxBatchSize: 2, sleeper: sleeper)
        let (client, _) = makeClient(interceptors: [batching]) { _ in
            jsonResponse("<html/>", status: 502, contentType: "text/html")
        }
        async let a = Result(catching: {
            try await client.fetch(query: HeroQuery(episode: "A"), cachePolicy: .fetchIgnoringCacheData)
        })
        async let b = Result(catching: {
            try await client.fetch(query: HeroQuery(episode: "B"), cachePolicy: .fetchIgnoringCacheData)
        })
        let kinds = await [a, b].map { ($0.failure as? GraphQLClientError)?.kind }
        #expect(kinds == [.httpStatus(502), .httpStatus(502)])
        await sleeper.release()
    }

    @Test func aCancelledCallerLeavesTheBatch() async throws {
        let sleeper = GateSleeper()
        let batching = BatchingInterceptor(window: 1, maxBatchSize: 10, sleeper: sleeper)
        let (client, transport) = makeClient(interceptors: [batching]) { try Self.echo($0) }
        let cancelled = Task {
            try await client.fetch(query: HeroQuery(episode: "GONE"), cachePolicy: .fetchIgnoringCacheData)
        }
        let kept = Task {
            try await client.fetch(query: HeroQuery(episode: "KEPT"), cachePolicy: .fetchIgnoringCacheData)
        }
        #expect(await eventually { await sleeper.sleepCount == 1 })
        #expect(await eventually { await batching.waitingCount == 2 })
        cancelled.cancel()
        #expect((await cancelled.result.failure as? GraphQLClientError)?.kind == .cancelled)
        await sleeper.release()
        #expect(try await kept.value.data?.hero?.name == "KEPT")
        #expect(try transport.sentRequests.map { try bodyJSON($0)["variables"]?["episode"] } == [.string("KEPT")])
    }
}

extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}

@Suite struct BatchingTimerTests {
    @Test func aTimerCancelledByAFullBatchDoesNotFlushTheNextGroupEarly() async throws {
        let sleeper = GateSleeper()
        let batching = BatchingInterceptor(window: 1, maxBatchSize: 2, sleeper: sleeper)
        let (client, transport) = makeClient(interceptors: [batching]) { try BatchingInterceptorTests.echo($0) }
        async let a = client.fetch(query: HeroQuery(episode: "A"), cachePolicy: .fetchIgnoringCacheData)
        async let b = client.fetch(query: HeroQuery(episode: "B"), cachePolicy: .fetchIgnoringCacheData)
        _ = try await (a, b)
        // A new group starts; releasing the first (cancelled) timer must not send it.
        let c = Task { try await client.fetch(query: HeroQuery(episode: "C"), cachePolicy: .fetchIgnoringCacheData) }
        #expect(await eventually { await sleeper.sleepCount == 2 })
        for _ in 0..<200 { await Task.yield() }
        #expect(transport.sentRequests.count == 1)
        await sleeper.releaseFirst()
        for _ in 0..<500 { await Task.yield() }
        #expect(transport.sentRequests.count == 1)
        await sleeper.release()
        #expect(try await c.value.data?.hero?.name == "C")
        #expect(transport.sentRequests.count == 2)
    }
}
