import CourierAPI
import Testing

@testable import CourierGraphQL

@Suite("GraphQLStore optimistic layers")
struct GraphQLStoreOptimisticTests {
    private func store() async throws -> GraphQLStore {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        return store
    }

    private func renamed(_ name: String) -> (CacheRenameMutation, CacheRenameMutation.Data) {
        (
            CacheRenameMutation(id: "2001", name: name),
            CacheRenameMutation.Data(rename: CharacterRef(__typename: "Droid", id: "2001", name: name))
        )
    }

    private func heroName(_ store: GraphQLStore) async throws -> String? {
        try await store.read(query: CacheHeroNameQuery(episode: "JEDI")).hero?.name
    }

    @Test func layerIsSeenAtOnceAndRolledBack() async throws {
        let store = try await store()
        let (collector, task) = WatchCollector.start(await store.watch(query: CacheHeroNameQuery(episode: "JEDI")))
        await eventually("initial") { await collector.elements.count == 1 }
        let (mutation, data) = renamed("Artoo")
        let layer = await store.addOptimisticLayer(data: data, for: mutation)
        #expect(try await heroName(store) == "Artoo")
        await eventually("optimistic") { await collector.elements.count == 2 }
        await store.removeOptimisticLayer(layer)
        #expect(try await heroName(store) == "R2-D2")
        await eventually("rollback") { await collector.elements.count == 3 }
        let seen = await collector.elements.map { (try? $0.get())?.hero?.name }
        #expect(seen == ["R2-D2", "Artoo", "R2-D2"])
        #expect(await store.optimisticLayerCount == 0)
        task.cancel()
    }

    @Test func layerIsReplacedByTheServerResult() async throws {
        let store = try await store()
        let (mutation, data) = renamed("Artoo")
        let layer = await store.addOptimisticLayer(data: data, for: mutation)
        let server = CacheRenameMutation.Data(rename: CharacterRef(__typename: "Droid", id: "2001", name: "R2"))
        try await store.replaceOptimisticLayer(layer, withResponseData: server.__json, for: mutation)
        #expect(try await heroName(store) == "R2")
        #expect(await store.optimisticLayerCount == 0)
        // The server result is in the storage, not in a layer.
        let stored = try await store.perform { try $0.record(forKey: "Droid:2001") }
        #expect(stored?["name"] == .scalar(.string("R2")))
    }
}
