import CourierAPI
import Testing

@testable import CourierGraphQL

@Suite("GraphQLStore normalization and reads")
struct GraphQLStoreNormalizationTests {
    private func makeStore(
        configuration: GraphQLStoreConfiguration = GraphQLStoreConfiguration(schema: CacheSchema.self)
    ) -> GraphQLStore {
        GraphQLStore(configuration: configuration)
    }

    private func record(_ store: GraphQLStore, _ key: CacheKey) async throws -> CacheRecord? {
        try await store.perform { try $0.record(forKey: key) }
    }

    @Test func keyedObjectsBecomeRecordsAndReferences() async throws {
        let store = makeStore()
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))

        let root = try #require(try await record(store, .queryRoot))
        #expect(root["hero(episode:JEDI)"] == .reference("Droid:2001"))
        let droid = try #require(try await record(store, "Droid:2001"))
        #expect(droid.fieldKeys == ["__typename", "id", "name", "friends", "stats", "primaryFunction"])
        #expect(droid["name"] == .scalar(.string("R2-D2")))
        #expect(droid["friends"] == .list([.reference("Human:1000"), .reference("Human:1002")]))
        #expect(droid["stats"] == .reference("Droid:2001.stats"))
        let stats = try #require(try await record(store, "Droid:2001.stats"))
        #expect(stats["level"] == .scalar(.number(.integer(3))))
        #expect(try await record(store, "Human:1000")?["name"] == .scalar(.string("Luke Skywalker")))
    }

    @Test func withoutSchemaObjectsWithAnIDAreKeyedTypenameColonID() async throws {
        let store = makeStore(configuration: GraphQLStoreConfiguration())
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        let root = try #require(try await record(store, .queryRoot))
        #expect(root["hero(episode:JEDI)"] == .reference("Droid:2001"))
        let droid = try #require(try await record(store, "Droid:2001"))
        #expect(droid["friends"] == .list([.reference("Human:1000"), .reference("Human:1002")]))
        // An object without an id (stats) still goes under its path.
        #expect(droid["stats"] == .reference("Droid:2001.stats"))
        #expect(try await store.read(query: CacheHeroQuery(episode: "JEDI")) == CacheSamples.r2())
    }

    @Test func objectsWithoutKeysAreStoredByPath() async throws {
        let store = makeStore(configuration: GraphQLStoreConfiguration { $0.defaultKeyFields = [] })
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        let root = try #require(try await record(store, .queryRoot))
        #expect(root["hero(episode:JEDI)"] == .reference("QUERY_ROOT.hero(episode:JEDI)"))
        let hero = try #require(try await record(store, "QUERY_ROOT.hero(episode:JEDI)"))
        #expect(
            hero["friends"]
                == .list([
                    .reference("QUERY_ROOT.hero(episode:JEDI).friends.0"),
                    .reference("QUERY_ROOT.hero(episode:JEDI).friends.1"),
                ]))
        #expect(try await store.read(query: CacheHeroQuery(episode: "JEDI")) == CacheSamples.r2())
    }

    @Test func keyFieldsCanBeOverriddenPerType() async throws {
        let store = makeStore(
            configuration: GraphQLStoreConfiguration(schema: CacheSchema.self, keyFields: ["Droid": ["name"]]))
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        #expect(try await record(store, .queryRoot)?["hero(episode:JEDI)"] == .reference("Droid:R2-D2"))
    }

    @Test func readsDenormalizeIntoGeneratedTypes() async throws {
        let store = makeStore()
        let query = CacheHeroQuery(episode: "JEDI")
        try await store.write(data: CacheSamples.r2(), for: query)
        #expect(try await store.read(query: query) == CacheSamples.r2())
        // A narrower query over the same records.
        let name = try await store.read(query: CacheHeroNameQuery(episode: "JEDI"))
        #expect(name.hero?.name == "R2-D2")
        #expect(name.hero?.__typename == "Droid")
    }

    @Test func missingFieldIsATypedMissWithItsPath() async throws {
        let store = makeStore()
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        await #expect(throws: GraphQLCacheError.self) { try await store.read(query: CacheHeroQuery(episode: "EMPIRE")) }
        do {
            _ = try await store.read(query: CacheHeroQuery(episode: "EMPIRE"))
        } catch {
            guard case .missingField(let field, let path) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(field.description == "QUERY_ROOT.hero(episode:EMPIRE)")
            #expect(path == "hero")
        }
        try await store.removeObject(forKey: "Human:1002")
        do {
            _ = try await store.read(query: CacheHeroQuery(episode: "JEDI"))
            Issue.record("expected a miss")
        } catch {
            guard case .missingField(let field, let path) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(field.record == "Human:1002")
            #expect(path == "hero.friends.1")
            #expect(error.isMiss)
        }
    }

    @Test func aMissingNestedFieldNamesItsFullPath() async throws {
        let store = makeStore()
        // Only `__typename id name` of Luke are stored as EMPIRE's hero.
        try await store.write(data: .init(hero: CacheSamples.luke), for: CacheHeroNameQuery(episode: "EMPIRE"))
        do {
            _ = try await store.read(query: CacheHeroQuery(episode: "EMPIRE"))
            Issue.record("expected a miss")
        } catch {
            guard case .missingField(let field, let path) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(field == CacheFieldKey("Human:1000", "friends"))
            #expect(path == "hero.friends")
        }
    }

    @Test func conditionalFieldsFollowTheVariables() async throws {
        let store = makeStore()
        let without = CacheConditionalQuery.Data(
            hero: .init(__typename: "Droid", id: "2001", name: "R2-D2", friends: nil))
        try await store.write(data: without, for: CacheConditionalQuery(withFriends: false))
        #expect(try await store.read(query: CacheConditionalQuery(withFriends: false)) == without)
        await #expect(throws: GraphQLCacheError.self) {
            try await store.read(query: CacheConditionalQuery(withFriends: true))
        }
        let droid = try #require(try await record(store, "Droid:2001"))
        #expect(droid["friends"] == nil)
    }

    @Test func fragmentsReadAndWriteByKey() async throws {
        let store = makeStore()
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        let fragment = try await store.readFragment(CharacterNameFragment.self, key: "Human:1000")
        #expect(fragment.name == "Luke Skywalker")
        try await store.writeFragment(
            CharacterNameFragment(__typename: "Human", id: "1000", name: "Luke"), key: "Human:1000")
        #expect(try await store.read(query: CacheHeroQuery(episode: "JEDI")).hero?.friends?.first?.name == "Luke")
    }

    @Test func transactionsUpdateInPlaceAndRemove() async throws {
        let store = makeStore()
        let query = CacheHeroQuery(episode: "JEDI")
        try await store.write(data: CacheSamples.r2(), for: query)
        let changed = try await store.perform { transaction in
            try transaction.update(query: query) { data in
                data = CacheSamples.r2(level: 9)
            }
        }
        #expect(changed == [CacheFieldKey("Droid:2001.stats", "level")])
        #expect(try await store.read(query: query).hero?.stats?.level == 9)

        let removed = try await store.removeObjects(matching: .prefix("Human:"))
        #expect(removed == ["Human:1000", "Human:1002"])
        await #expect(throws: GraphQLCacheError.self) { try await store.read(query: query) }
        try await store.clear()
        #expect(try await record(store, .queryRoot) == nil)
    }

    @Test func garbageCollectionRemovesUnreachableRecords() async throws {
        let store = makeStore()
        let query = CacheHeroQuery(episode: "JEDI")
        try await store.write(data: CacheSamples.r2(), for: query)
        let luke = CacheHeroQuery.Data(
            hero: .init(
                __typename: "Human", id: "1000", name: "Luke Skywalker", friends: [CacheSamples.han], stats: nil))
        try await store.write(data: luke, for: query)
        let removed = try await store.collectGarbage()
        #expect(removed == ["Droid:2001", "Droid:2001.stats"])
        #expect(try await store.read(query: query) == luke)
    }

    @Test func expiredRecordsAreMissesUnlessStaleIsAllowed() async throws {
        let clock = ManualCacheClock()
        let store = makeStore(
            configuration: GraphQLStoreConfiguration(
                schema: CacheSchema.self, maxAge: 60, maxAgeByTypename: ["Human": 600], clock: clock))
        let query = CacheHeroQuery(episode: "JEDI")
        try await store.write(data: CacheSamples.r2(), for: query)
        clock.advance(by: 59)
        #expect(try await store.read(query: query) == CacheSamples.r2())
        clock.advance(by: 2)
        do {
            _ = try await store.read(query: query)
            Issue.record("expected a stale miss")
        } catch {
            guard case .staleRecord(let key, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(key == .queryRoot)
        }
        #expect(try await store.read(query: query, allowingStale: true) == CacheSamples.r2())
        // Humans live longer than the default.
        #expect(try await store.readFragment(CharacterNameFragment.self, key: "Human:1000").name == "Luke Skywalker")
    }
}
