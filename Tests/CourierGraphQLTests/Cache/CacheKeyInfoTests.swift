import CourierAPI
import Testing

@testable import CourierGraphQL

/// Programmatic cache keys: ``GraphQLStoreConfiguration/cacheKeyInfo`` and key groups.
@Suite("Programmatic cache keys")
struct CacheKeyInfoTests {
    /// Humans and droids (the implementations of `Character`) in one `Node` key space.
    static let nodeGroup: @Sendable (String, JSONObject) -> CacheKeyInfo? = { typename, object in
        ["Human", "Droid"].contains(typename) ? CacheKeyInfo(object["id"], uniqueKeyGroup: "Node") : nil
    }

    private func record(_ store: GraphQLStore, _ key: CacheKey) async throws -> CacheRecord? {
        try await store.perform { try $0.record(forKey: key) }
    }

    @Test func theImplementationsOfAnInterfaceShareOneKeyGroup() async throws {
        let store = GraphQLStore(
            configuration: GraphQLStoreConfiguration(schema: CacheSchema.self) { $0.cacheKeyInfo = Self.nodeGroup })
        let query = CacheHeroQuery(episode: "JEDI")
        try await store.write(data: CacheSamples.r2(), for: query)

        let hero = try #require(try await record(store, .queryRoot)?["hero(episode:JEDI)"])
        #expect(hero == .reference("Node:2001"))
        #expect(
            try await record(store, "Node:2001")?["friends"]
                == .list([.reference("Node:1000"), .reference("Node:1002")]))
        #expect(try await record(store, "Droid:2001") == nil)
        #expect(try await record(store, "Node:2001.stats")?["level"] == .scalar(.number(.integer(3))))
        #expect(try await store.read(query: query) == CacheSamples.r2())

        // Another operation's result for the same id lands in the same record.
        try await store.write(
            data: CacheRenameMutation.Data(rename: CharacterRef(__typename: "Human", id: "1000", name: "Luke")),
            for: CacheRenameMutation(id: "1000", name: "Luke"))
        #expect(try await store.read(query: query).hero?.friends?.first?.name == "Luke")
        #expect(try await store.readFragment(CharacterNameFragment.self, key: "Node:1000").name == "Luke")
    }

    @Test func nilFallsBackToTheDeclaredKeyFields() async throws {
        let store = GraphQLStore(
            configuration: GraphQLStoreConfiguration(schema: CacheSchema.self) { $0.cacheKeyInfo = { _, _ in nil } })
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        #expect(try await record(store, .queryRoot)?["hero(episode:JEDI)"] == .reference("Droid:2001"))
    }

    @Test func nilWithoutDeclaredKeyFieldsFallsBackToThePathNotToTheDefaultID() async throws {
        let store = GraphQLStore(configuration: GraphQLStoreConfiguration { $0.cacheKeyInfo = { _, _ in nil } })
        let query = CacheHeroQuery(episode: "JEDI")
        try await store.write(data: CacheSamples.r2(), for: query)
        #expect(
            try await record(store, .queryRoot)?["hero(episode:JEDI)"] == .reference("QUERY_ROOT.hero(episode:JEDI)"))
        let hero = try #require(try await record(store, "QUERY_ROOT.hero(episode:JEDI)"))
        #expect(
            hero["friends"]
                == .list([
                    .reference("QUERY_ROOT.hero(episode:JEDI).friends.0"),
                    .reference("QUERY_ROOT.hero(episode:JEDI).friends.1"),
                ]))
        #expect(try await store.read(query: query) == CacheSamples.r2())
    }

    @Test func theFunctionTakesPrecedenceOverKeyFieldsAndTheSchema() async throws {
        let configuration = GraphQLStoreConfiguration(
            schema: CacheSchema.self, keyFields: ["Droid": ["name"], "Human": ["name"]]
        ) {
            $0.cacheKeyInfo = { typename, object in typename == "Droid" ? CacheKeyInfo(object["id"]) : nil }
        }
        // The function's key for droids (not the configured `name`), the configured key fields
        // for humans (the function returned nil), over the schema's `id`.
        #expect(configuration.cacheKey(for: ["__typename": "Droid", "id": "2001", "name": "R2-D2"]) == "Droid:2001")
        #expect(configuration.cacheKey(for: ["__typename": "Human", "id": "1000", "name": "Luke"]) == "Human:Luke")
        let store = GraphQLStore(configuration: configuration)
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        #expect(try await record(store, .queryRoot)?["hero(episode:JEDI)"] == .reference("Droid:2001"))
        #expect(
            try await record(store, "Droid:2001")?["friends"]
                == .list([.reference("Human:Luke Skywalker"), .reference("Human:Han Solo")]))
    }

    @Test func keyInformationFromResponseValues() {
        #expect(CacheKeyInfo(.string("a1"))?.cacheKey(typename: "Droid") == "Droid:a1")
        #expect(CacheKeyInfo(.number(.integer(7)), uniqueKeyGroup: "Node")?.cacheKey(typename: "Droid") == "Node:7")
        #expect(CacheKeyInfo(nil) == nil)
        #expect(CacheKeyInfo(.null) == nil)
        #expect(CacheKeyInfo(.object([:])) == nil)
        // A function that finds no id leaves the object without a key.
        let configuration = GraphQLStoreConfiguration { $0.cacheKeyInfo = Self.nodeGroup }
        #expect(configuration.cacheKey(for: ["__typename": "Droid", "name": "R2-D2"]) == nil)
        #expect(configuration.cacheKey(for: ["id": "2001"]) == nil)
    }
}
