import CourierAPI
import Testing

@testable import CourierGraphQL

@Suite("CacheRecordBatch")
struct CacheRecordBatchTests {
    private static func record(_ key: CacheKey, _ fields: [(String, Int64)]) -> CacheRecord {
        CacheRecord(key: key, fields: fields.map { ($0.0, .scalar(.number(.integer($0.1)))) })
    }

    @Test func keepsTheOrderRecordsWereFirstAdded() {
        var batch = CacheRecordBatch()
        for index in [5, 3, 9, 1, 3] { batch.add(Self.record(CacheKey("R:\(index)"), [("n", Int64(index))])) }
        #expect(batch.records.map(\.key.rawValue) == ["R:5", "R:3", "R:9", "R:1"])
        #expect(batch.count == 4)
        #expect(!batch.isEmpty)
        #expect(CacheRecordBatch().isEmpty)
    }

    @Test func aRepeatedKeyMergesIntoTheFirstTheLaterValuesWinning() {
        var batch = CacheRecordBatch()
        batch.add(Self.record("R:1", [("a", 1), ("b", 2)]))
        batch.add(Self.record("R:1", [("b", 3), ("c", 4)]))
        #expect(batch["R:1"] == Self.record("R:1", [("a", 1), ("b", 3), ("c", 4)]))
        #expect(batch["R:1"]?.fieldKeys == ["a", "b", "c"])
        #expect(batch["R:2"] == nil)
    }

    @Test func convertsToAndFromARecordSet() {
        var set = CacheRecordSet()
        for index in 0..<40 {
            let key = CacheKey("R:\(index)")
            set[key] = Self.record(key, [("n", Int64(index))])
        }
        let batch = CacheRecordBatch(set)
        #expect(batch.count == 40)
        #expect(batch.recordSet == set)
        #expect(Set(batch.map(\.key)) == Set(set.keys))
    }

    @Test func theNormalizerProducesRecordsInResponseOrder() {
        var normalizer = Normalizer(
            configuration: GraphQLStoreConfiguration(schema: CacheSchema.self),
            variables: CacheHeroQuery(episode: "JEDI").__variables, receivedAt: 1)
        normalizer.normalize(CacheSamples.r2().__json, as: CacheHeroQuery.Data.self, key: .queryRoot)
        // Depth first, each record placed before the ones nested in it: the order a read visits them.
        #expect(
            normalizer.batch.records.map(\.key.rawValue) == [
                "QUERY_ROOT", "Droid:2001", "Human:1000", "Human:1002", "Droid:2001.stats",
            ])
        #expect(normalizer.records.count == 5)
    }
}
