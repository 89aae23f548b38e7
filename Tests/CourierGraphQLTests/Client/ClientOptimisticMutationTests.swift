import CourierAPI
import CourierHTTP
import CourierTesting
import Foundation
import Testing

@testable import CourierGraphQL

@Suite struct ClientOptimisticMutationTests {
    static let artoo = CacheRenameMutation.Data(
        rename: CharacterRef(__typename: "Droid", id: "2001", name: "Artoo (optimistic)"))

    /// Starts a watcher on a store that holds R2-D2, and a mutation whose answer waits for `gate`.
    private func start(answer: @escaping @Sendable (HTTPRequest) throws -> HTTPResponse) async throws
        -> (
            GraphQLClient, WatcherCollector<CacheHeroNameQuery>, Task<Void, Never>, GateSleeper,
            Task<GraphQLResult<CacheRenameMutation.Data>, any Error>
        )
    {
        let gate = GateSleeper()
        let (client, _) = makeCachingClient { request in
            try await gate.sleep(seconds: 1)
            return try answer(request)
        }
        try await client.store.write(
            data: .init(hero: CharacterRef(__typename: "Droid", id: "2001", name: "R2-D2")), for: CacheHeroNameQuery())
        let (collector, watching) = WatcherCollector.start(client.watch(query: CacheHeroNameQuery()))
        await eventually("initial value") { await collector.elements.count == 1 }
        let mutation = Task {
            try await client.perform(
                mutation: CacheRenameMutation(id: "2001", name: "Artoo"), optimisticResult: Self.artoo)
        }
        await eventually("optimistic value") { await collector.elements.count == 2 }
        #expect(await collector.names == ["R2-D2", "Artoo (optimistic)"])
        await eventually("request waiting") { await gate.sleepCount == 1 }
        return (client, collector, watching, gate, mutation)
    }

    @Test func theOptimisticValueIsSeenThenReplacedByTheServers() async throws {
        let (client, collector, watching, gate, mutation) = try await start { _ in renameResponse("Artoo") }
        await gate.release()
        let result = try await mutation.value
        #expect(result.data?.rename?.name == "Artoo")
        await eventually("server value") { await collector.elements.count == 3 }
        #expect(await collector.names == ["R2-D2", "Artoo (optimistic)", "Artoo"])
        #expect(await client.store.optimisticLayerCount == 0)
        watching.cancel()
    }

    @Test func aTransportFailureRollsTheLayerBack() async throws {
        let (client, collector, watching, gate, mutation) = try await start { request in
            throw connectionRefused(request)
        }
        await gate.release()
        await #expect(throws: GraphQLClientError.self) { try await mutation.value }
        await eventually("rolled back") { await collector.elements.count == 3 }
        #expect(await collector.names == ["R2-D2", "Artoo (optimistic)", "R2-D2"])
        #expect(await client.store.optimisticLayerCount == 0)
        watching.cancel()
    }

    @Test func errorsWithoutDataRollTheLayerBack() async throws {
        let (client, collector, watching, gate, mutation) = try await start { _ in
            jsonResponse(#"{"data":null,"errors":[{"message":"not allowed"}]}"#)
        }
        await gate.release()
        let result = try await mutation.value
        #expect(result.data == nil)
        #expect(result.hasErrors)
        await eventually("rolled back") { await collector.elements.count == 3 }
        #expect(await collector.names == ["R2-D2", "Artoo (optimistic)", "R2-D2"])
        #expect(await client.store.optimisticLayerCount == 0)
        watching.cancel()
    }
}
