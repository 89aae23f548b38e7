import CourierAPI
import Foundation
import Testing

@testable import CourierGraphQL

/// Counts calls from a `@Sendable` closure (guarded by its lock).
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func record(_ name: String) { lock.withLock { counts[name, default: 0] += 1 } }
    func count(_ name: String) -> Int { lock.withLock { counts[name] ?? 0 } }
}

@Suite("Key field interning")
struct KeyFieldMemoTests {
    @Test func aWriteLooksEachTypesKeyFieldsUpOnce() async throws {
        let counter = CallCounter()
        let configuration = GraphQLStoreConfiguration {
            $0.objectType = { typename in
                counter.record(typename)
                return CacheSchema.objectType(forTypename: typename)
            }
        }
        let store = GraphQLStore(configuration: configuration)
        // Two Humans (friends) and one Droid: each type's key fields are asked for once.
        try await store.write(data: CacheSamples.r2(), for: CacheHeroQuery(episode: "JEDI"))
        #expect(counter.count("Human") == 1)
        #expect(counter.count("Droid") == 1)
        let han = try await store.perform { try $0.record(forKey: "Human:1002") }
        #expect(han?["name"] == .scalar(.string("Han Solo")))
    }

    @Test func theMemoAnswersAsTheConfigurationDoes() {
        let configurations = [
            GraphQLStoreConfiguration(schema: CacheSchema.self),
            GraphQLStoreConfiguration(keyFields: ["Droid": [], "Human": ["name", "id"]]),
            GraphQLStoreConfiguration { $0.defaultKeyFields = [] },
        ]
        for configuration in configurations {
            var memo = KeyFieldMemo()
            // More types than the memo keeps, twice over: remembered or not, the same answers.
            let typenames = ["Droid", "Human", "Stats", "Query"] + (0..<20).map { "Type\($0)" }
            for typename in typenames + typenames {
                #expect(
                    memo.fields(for: typename, in: configuration)
                        == configuration.keyFieldNames(forTypename: typename))
            }
        }
    }

    @Test func cacheKeyForATreeAndForAWireObjectAgree() throws {
        let configuration = GraphQLStoreConfiguration(schema: CacheSchema.self)
        let objects: [JSONObject] = [
            ["__typename": "Droid", "id": "2001"], ["__typename": "Stats", "level": 3], ["id": "1"],
            ["__typename": "Human", "id": .number(.integer(7))], ["__typename": "Human"],
        ]
        for object in objects {
            let tape = try JSONTape(parsing: JSONSerializer().serialize(.object(object)))
            #expect(configuration.cacheKey(for: object) == configuration.cacheKey(forWireObject: tape.root))
        }
        #expect(configuration.cacheKey(for: objects[0]) == "Droid:2001")
        #expect(configuration.cacheKey(for: objects[1]) == nil)
        #expect(configuration.cacheKey(for: objects[3]) == "Human:7")
    }
}
