import CourierAPI
import Testing

@testable import CourierGraphQL

@Suite("GraphQLStore watchers")
struct GraphQLStoreWatchTests {
    typealias NameResult = Result<CacheHeroNameQuery.Data, GraphQLCacheError>

    private func names(_ results: [NameResult]) -> [String] {
        results.map { result in
            switch result {
            case .success(let data): return data.hero?.name ?? "nil"
            case .failure: return "miss"
            }
        }
    }

    private func rename(_ store: GraphQLStore, to name: String) async throws {
        let data = CacheRenameMutation.Data(rename: CharacterRef(__typename: "Droid", id: "2001", name: name))
        try await store.write(data: data, for: CacheRenameMutation(id: "2001", name: name))
    }

    @Test func emitsInitialValueThenOnlyWhenAReadFieldChanges() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        let (collector, task) = WatchCollector.start(await store.watch(query: CacheHeroNameQuery(episode: "JEDI")))
        await eventually("initial value") { await collector.elements.count == 1 }

        // A field the watcher does not read: it does not even re-read.
        let before = await store.watcherRefreshCount
        try await store.write(data: CacheSamples.r2(level: 7), for: CacheHeroQuery(episode: "JEDI"))
        #expect(await store.watcherRefreshCount == before)
        // The same data again: nothing changed, nothing happens.
        try await store.write(data: CacheSamples.r2(level: 7), for: CacheHeroQuery(episode: "JEDI"))
        #expect(await store.watcherRefreshCount == before)

        // A mutation result renaming the droid: the watcher reads Droid:2001.name.
        try await rename(store, to: "Artoo")
        await eventually("rename") { await collector.elements.count == 2 }
        #expect(names(await collector.elements) == ["R2-D2", "Artoo"])
        task.cancel()
    }

    @Test func doesNotEmitWhenAReReadGivesTheSameResult() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        let (collector, task) = WatchCollector.start(await store.watch(query: CacheHeroNameQuery(episode: "JEDI")))
        await eventually("initial value") { await collector.elements.count == 1 }
        // Name changes and changes back inside one transaction: a re-read, no emission.
        let before = await store.watcherRefreshCount
        _ = try await store.perform { transaction in
            try transaction.writeFragment(
                CharacterNameFragment(__typename: "Droid", id: "2001", name: "X"), key: "Droid:2001")
            try transaction.writeFragment(
                CharacterNameFragment(__typename: "Droid", id: "2001", name: "R2-D2"), key: "Droid:2001")
        }
        #expect(await store.watcherRefreshCount == before + 1)
        try await rename(store, to: "sentinel")
        await eventually("sentinel") { await collector.elements.count >= 2 }
        #expect(names(await collector.elements) == ["R2-D2", "sentinel"])
        task.cancel()
    }

    @Test func reportsAMissThenTheValueOnceWritten() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        let (collector, task) = WatchCollector.start(await store.watch(query: CacheHeroNameQuery(episode: "JEDI")))
        await eventually("miss") { await collector.elements.count == 1 }
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        await eventually("value") { await collector.elements.count == 2 }
        #expect(names(await collector.elements) == ["miss", "R2-D2"])
        task.cancel()
    }

    @Test func onlyDependentWatchersWake() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        for episode in ["A", "B", "C"] {
            let data = CacheHeroNameQuery.Data(
                hero: CharacterRef(__typename: "Human", id: "h-\(episode)", name: episode))
            try await store.write(data: data, for: CacheHeroNameQuery(episode: episode))
        }
        var tasks: [Task<Void, Never>] = []
        for episode in ["A", "B", "C"] {
            tasks.append(WatchCollector.start(await store.watch(query: CacheHeroNameQuery(episode: episode))).1)
        }
        let before = await store.watcherRefreshCount
        try await store.writeFragment(
            CharacterNameFragment(__typename: "Human", id: "h-B", name: "B2"), key: "Human:h-B")
        #expect(await store.watcherRefreshCount == before + 1)
        for task in tasks { task.cancel() }
    }

    @Test func cancellingTheConsumerUnregistersTheWatcher() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration(schema: CacheSchema.self))
        let (collector, task) = WatchCollector.start(await store.watch(query: CacheHeroNameQuery(episode: "JEDI")))
        await eventually("initial") { await collector.elements.count == 1 }
        #expect(await store.activeWatcherCount == 1)
        task.cancel()
        await eventually("finish") { await collector.finished }
        await eventually("unregistered") { await store.activeWatcherCount == 0 }
    }
}
