import CourierAPI
import CourierGraphQL
import Testing

/// One behaviour suite for every ``NormalizedCache``: the in-memory storage and SQLite.
@Suite("NormalizedCache behaviour")
struct NormalizedCacheBehaviourTests {
    @Test(arguments: StorageKind.allCases)
    func mergeInsertsAndReportsEveryNewField(_ kind: StorageKind) throws {
        let cache = try kind.make()
        let changed = try cache.merge([Records.droid()])
        #expect(
            changed.map(\.description).sorted() == [
                "Droid:2001.__typename", "Droid:2001.friends", "Droid:2001.meta", "Droid:2001.name",
                "Droid:2001.rating", "Droid:2001.tags",
            ])
        let loaded = try #require(try cache.loadRecord(forKey: "Droid:2001"))
        #expect(loaded == Records.droid())
        #expect(loaded.fieldKeys == Records.droid().fieldKeys)
        #expect(loaded.receivedAt == 100)
    }

    @Test(arguments: StorageKind.allCases)
    func mergeReportsOnlyChangedFields(_ kind: StorageKind) throws {
        let cache = try kind.make()
        try cache.merge([Records.droid()])
        #expect(try cache.merge([Records.droid()]).isEmpty)
        let changed = try cache.merge([Records.droid(name: "Artoo"), Records.human("1000", name: "Luke")])
        #expect(changed.map(\.description).sorted() == ["Droid:2001.name", "Human:1000.__typename", "Human:1000.name"])
        #expect(try cache.loadRecord(forKey: "Droid:2001")?["name"] == .scalar(.string("Artoo")))
        // Fields not in the merge are kept.
        #expect(try cache.loadRecord(forKey: "Droid:2001")?["rating"] == .scalar(.number(.double(4.5))))
    }

    @Test(arguments: StorageKind.allCases)
    func mergeGroupsChangedFieldsByRecord(_ kind: StorageKind) throws {
        let cache = try kind.make()
        try cache.merge([Records.droid(), Records.human("1000", name: "Luke")])
        // Luke is unchanged; R2-D2's name changes; Han is new.
        let changed = try cache.merge([
            Records.human("1000", name: "Luke"), Records.droid(name: "Artoo"), Records.human("1002", name: "Han"),
        ])
        #expect(changed.count == 3)
        #expect(Set(changed.recordKeys) == ["Droid:2001", "Human:1002"])
        #expect(changed.fields(of: "Droid:2001") == ["name"])
        #expect(changed.fields(of: "Human:1002") == ["__typename", "name"])
        #expect(changed.fields(of: "Human:1000").isEmpty)
        #expect(changed.contains(CacheFieldKey("Droid:2001", "name")))
        #expect(!changed.contains(CacheFieldKey("Droid:2001", "rating")))
        #expect(
            changed.fieldKeys == [
                CacheFieldKey("Droid:2001", "name"), CacheFieldKey("Human:1002", "__typename"),
                CacheFieldKey("Human:1002", "name"),
            ])
    }

    @Test(arguments: StorageKind.allCases)
    func loadSkipsAbsentKeys(_ kind: StorageKind) throws {
        let cache = try kind.make()
        try cache.merge([Records.droid(), Records.human("1000", name: "Luke")])
        let loaded = try cache.loadRecords(forKeys: ["Droid:2001", "Human:1000", "Human:404"])
        #expect(Set(loaded.keys) == ["Droid:2001", "Human:1000"])
        #expect(try cache.loadRecord(forKey: "Human:404") == nil)
    }

    @Test(arguments: StorageKind.allCases)
    func removeByKeyPatternAndClear(_ kind: StorageKind) throws {
        let cache = try kind.make()
        try cache.merge([Records.droid(), Records.human("1000", name: "Luke"), Records.human("1002", name: "Han")])
        try cache.removeRecords(forKeys: ["Human:1000"])
        #expect(try cache.allKeys() == ["Droid:2001", "Human:1002"])
        #expect(try cache.removeRecords(matching: .prefix("Human:")) == ["Human:1002"])
        #expect(try cache.removeRecords(matching: .contains("nothing")).isEmpty)
        #expect(try cache.allKeys() == ["Droid:2001"])
        try cache.clear()
        #expect(try cache.allKeys().isEmpty)
    }

    @Test(arguments: StorageKind.allCases)
    func sizeCapEvictsLeastRecentlyUsedRecords(_ kind: StorageKind) throws {
        let cache = try kind.make(maximumRecordCount: 10)
        func item(_ index: Int) -> CacheRecord {
            CacheRecord(key: CacheKey("Item:\(index)"), fields: [("value", .scalar(.number(.integer(Int64(index)))))])
        }
        try cache.merge([CacheRecord(key: .queryRoot, fields: [("items", .scalar(.null))])])
        for index in 0..<9 { try cache.merge([item(index)]) }
        // Item:0 is used again, so Item:1 and Item:2 are now the least recently used.
        #expect(try cache.loadRecord(forKey: "Item:0") != nil)
        try cache.merge([item(9)])
        #expect(try cache.allKeys().count == 9)
        #expect(try cache.loadRecord(forKey: "Item:1") == nil)
        #expect(try cache.loadRecord(forKey: "Item:2") == nil)
        #expect(try cache.loadRecord(forKey: "Item:0") != nil)
        #expect(try cache.loadRecord(forKey: .queryRoot) != nil)
    }

    @Test(arguments: StorageKind.allCases)
    func storeRoundTripsThroughTheStorage(_ kind: StorageKind) async throws {
        let store = GraphQLStore(
            cache: try kind.make(), configuration: GraphQLStoreConfiguration(schema: TinySchema.self))
        let data = TinyQuery.Data(
            hero: .init(
                __typename: "Droid", id: "2001", name: "R2-D2",
                friends: [.init(__typename: "Human", id: "1000", name: "Luke")]))
        try await store.write(data: data, for: TinyQuery())
        #expect(try await store.read(query: TinyQuery()) == data)
        try await store.removeObject(forKey: "Human:1000")
        await #expect(throws: GraphQLCacheError.self) { try await store.read(query: TinyQuery()) }
        #expect(try await store.collectGarbage().isEmpty)
    }
}

// A minimal generated-style query: `{ hero { __typename id name friends { __typename id name } } }`.
enum TinySchema: SchemaMetadata {
    static func objectType(forTypename typename: String) -> SchemaType? {
        ["Droid", "Human"].contains(typename) ? SchemaType.object(typename, keyFields: ["id"]) : nil
    }
}

struct TinyQuery: GraphQLQuery {
    static let operationName = "Tiny"
    static let operationDocument: String? = "{ hero { __typename id name friends { __typename id name } } }"

    struct Data: RootSelectionSet {
        static let __selections: [Selection] = [.field("hero", Hero?.self)]
        let hero: Hero?
        init(hero: Hero?) { self.hero = hero }
        init(from r: JSONObjectReader) throws(GraphQLDecodingError) { try self.init(hero: r.field("hero")) }
        var __json: JSONObject { .__object(["hero": hero]) }

        struct Hero: SelectionSet {
            static let __selections: [Selection] = [
                .field("id", String.self), .field("name", String.self), .field("friends", [Friend].self),
            ]
            let __typename: String, id: String, name: String, friends: [Friend]
            init(__typename: String, id: String, name: String, friends: [Friend]) {
                self.__typename = __typename
                self.id = id
                self.name = name
                self.friends = friends
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(
                    __typename: r.typename(), id: r.field("id"), name: r.field("name"), friends: r.field("friends"))
            }
            var __json: JSONObject {
                .__object(["__typename": __typename, "id": id, "name": name, "friends": friends])
            }
        }

        struct Friend: SelectionSet {
            static let __selections: [Selection] = [.field("id", String.self), .field("name", String.self)]
            let __typename: String, id: String, name: String
            init(__typename: String, id: String, name: String) {
                self.__typename = __typename
                self.id = id
                self.name = name
            }
            init(from r: JSONObjectReader) throws(GraphQLDecodingError) {
                try self.init(__typename: r.typename(), id: r.field("id"), name: r.field("name"))
            }
            var __json: JSONObject { .__object(["__typename": __typename, "id": id, "name": name]) }
        }
    }
}

/// Programmatic cache keys work the same over either storage.
@Suite("Programmatic cache keys over the storages")
struct CacheKeyInfoStorageTests {
    @Test(arguments: StorageKind.allCases)
    func aKeyGroupIsStoredAndReadBack(_ kind: StorageKind) async throws {
        let store = GraphQLStore(
            cache: try kind.make(),
            configuration: GraphQLStoreConfiguration(schema: TinySchema.self) {
                $0.cacheKeyInfo = { typename, object in
                    ["Human", "Droid"].contains(typename) ? CacheKeyInfo(object["id"], uniqueKeyGroup: "Node") : nil
                }
            })
        let data = TinyQuery.Data(
            hero: .init(
                __typename: "Droid", id: "2001", name: "R2-D2",
                friends: [.init(__typename: "Human", id: "1000", name: "Luke")]))
        try await store.write(data: data, for: TinyQuery())
        #expect(try await store.read(query: TinyQuery()) == data)
        #expect(try await store.perform { try $0.record(forKey: "Node:1000") }?["name"] == .scalar(.string("Luke")))
        try await store.removeObject(forKey: "Node:1000")
        await #expect(throws: GraphQLCacheError.self) { try await store.read(query: TinyQuery()) }
    }
}
