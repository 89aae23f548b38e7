import CourierAPI
import Testing

@testable import CourierGraphQL

@Suite("GraphQLStore batch writes")
struct GraphQLStoreBatchWriteTests {
    private static let configuration = GraphQLStoreConfiguration(schema: CacheSchema.self)

    private static func responses() throws -> [GraphQLResponse.DataStorage] {
        let trees = [
            CacheSamples.r2(name: "R2-D2", level: 1),
            CacheSamples.r2(name: "Artoo", level: 2, friends: [CacheSamples.luke]),
            CacheSamples.r2(name: "Artoo", level: 3),
        ].map { JSONValue.object($0.__json) }
        // A tape response among the trees: both kinds go through the same normalizer.
        let tape = try JSONTape(parsing: JSONSerializer().serialize(trees[1])).root
        return [.tree(trees[0]), .tape(tape), .tree(trees[2])]
    }

    private static func records(_ store: GraphQLStore) async throws -> [CacheKey: CacheRecord] {
        try await store.perform { transaction in
            var records: [CacheKey: CacheRecord] = [:]
            for key in try transaction.cache.allKeys() { records[key] = try transaction.record(forKey: key) }
            return records
        }
    }

    @Test func aBatchLeavesTheRecordsWritingEachResponseLeaves() async throws {
        let query = CacheHeroQuery(episode: "JEDI")
        let batched = GraphQLStore(configuration: Self.configuration)
        let sequential = GraphQLStore(configuration: Self.configuration)
        let responses = try Self.responses()
        let changed = try await batched.perform { try $0.write(responseDataBatch: responses, for: query) }
        for response in responses {
            try await sequential.perform { _ = try $0.write(responseData: response, for: query) }
        }
        #expect(try await Self.records(batched) == (try await Self.records(sequential)))
        #expect(try await batched.read(query: query).hero?.name == "Artoo")
        #expect(changed.contains("name", of: "Droid:2001"))
        #expect(changed.contains("level", of: "Droid:2001.stats"))
    }

    @Test func aBatchWakesAWatcherOnce() async throws {
        let query = CacheHeroQuery(episode: "JEDI")
        let store = GraphQLStore(configuration: Self.configuration)
        try await store.write(data: CacheSamples.r2(name: "Initial"), for: query)
        let stream = await store.watch(query: query)
        var iterator = stream.makeAsyncIterator()
        _ = await iterator.next()
        let before = await store.watcherRefreshCount
        _ = try await store.write(responseDataBatch: try Self.responses(), for: query, deliveredTo: nil)
        #expect(await store.watcherRefreshCount == before + 1)
        guard case .success(let data)? = await iterator.next() else {
            Issue.record("the watcher did not deliver the batch's result")
            return
        }
        #expect(data.hero?.name == "Artoo")
    }
}
