import CourierAPI
import CourierGraphQL
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@Suite struct DeduplicationInterceptorTests {
    /// A transport that holds every request until released.
    actor HeldTransport: HTTPTransport {
        private var held: [CheckedContinuation<Void, Never>] = []
        private(set) var sent: [HTTPRequest] = []

        func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            sent.append(request)
            await withCheckedContinuation { held.append($0) }
            if Task.isCancelled { throw HTTPError(.cancelled, request: request) }
            let episode = (try? bodyJSON(request)["variables"]?["episode"]?.stringValue) ?? "none"
            return jsonResponse(#"{"data":{"hero":{"__typename":"Droid","name":"\#(episode)"}}}"#)
        }

        func release() {
            let all = held
            held = []
            for continuation in all { continuation.resume() }
        }
    }

    @Test func identicalQueriesInFlightShareOneRequest() async throws {
        let transport = HeldTransport()
        let dedupe = DeduplicationInterceptor()
        let client = GraphQLClient(endpoint: endpoint, transport: transport) { $0.interceptors = [dedupe] }
        async let a = client.fetch(query: HeroQuery(episode: "JEDI"), cachePolicy: .fetchIgnoringCacheData)
        async let b = client.fetch(query: HeroQuery(episode: "JEDI"), cachePolicy: .fetchIgnoringCacheData)
        async let c = client.fetch(query: HeroQuery(episode: "EMPIRE"), cachePolicy: .fetchIgnoringCacheData)
        #expect(
            await eventually {
                let sent = await transport.sent.count
                let flights = await dedupe.inFlightCount
                return sent == 2 && flights == 2
            })
        // Give the third caller time to join before releasing.
        for _ in 0..<100 { await Task.yield() }
        await transport.release()
        let results = try await [a, b, c]
        #expect(results.map { $0.data?.hero?.name } == ["JEDI", "JEDI", "EMPIRE"])
        #expect(await transport.sent.count == 2)
        #expect(await dedupe.inFlightCount == 0)
    }

    @Test func aFinishedQueryIsSentAgain() async throws {
        let (client, transport) = makeClient(interceptors: [DeduplicationInterceptor()]) { _ in
            jsonResponse(#"{"data":{"hero":null}}"#)
        }
        _ = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        _ = try await client.fetch(query: HeroQuery(), cachePolicy: .fetchIgnoringCacheData)
        #expect(transport.sentRequests.count == 2)
    }

    @Test func mutationsAreNeverShared() async throws {
        let (client, transport) = makeClient(interceptors: [DeduplicationInterceptor()]) { _ in
            jsonResponse(#"{"data":{"rename":"x"}}"#)
        }
        async let a = client.perform(mutation: RenameMutation(id: "1", name: "x"))
        async let b = client.perform(mutation: RenameMutation(id: "1", name: "x"))
        _ = try await (a, b)
        #expect(transport.sentRequests.count == 2)
    }

    @Test func cancellingOneWaiterLeavesTheOtherAndTheLastCancelsTheRequest() async throws {
        let transport = HeldTransport()
        let dedupe = DeduplicationInterceptor()
        let client = GraphQLClient(endpoint: endpoint, transport: transport) { $0.interceptors = [dedupe] }
        let first = Task {
            try await client.fetch(query: HeroQuery(episode: "X"), cachePolicy: .fetchIgnoringCacheData)
        }
        let second = Task {
            try await client.fetch(query: HeroQuery(episode: "X"), cachePolicy: .fetchIgnoringCacheData)
        }
        #expect(await eventually { await transport.sent.count == 1 })
        for _ in 0..<100 { await Task.yield() }
        first.cancel()
        let firstError = await first.result.failure as? GraphQLClientError
        #expect(firstError?.kind == .cancelled)
        #expect(await dedupe.inFlightCount == 1)
        second.cancel()
        let secondError = await second.result.failure as? GraphQLClientError
        #expect(secondError?.kind == .cancelled)
        #expect(await dedupe.inFlightCount == 0)
        await transport.release()
        #expect(await transport.sent.count == 1)
    }
}
