import CourierAPI
import CourierGraphQL
import Testing

@Suite("InMemoryNormalizedCache size cap")
struct InMemoryNormalizedCacheTests {
    private func record(_ index: Int) -> CacheRecord {
        CacheRecord(key: CacheKey("Item:\(index)"), fields: [("value", .scalar(.number(.integer(Int64(index)))))])
    }

    @Test func evictsLeastRecentlyUsedRecordsOverTheCap() throws {
        let cache = InMemoryNormalizedCache(maximumRecordCount: 10)
        for index in 0..<10 { try cache.merge([record(index)]) }
        // Touch Item:0 so that it is the most recently used.
        #expect(try cache.loadRecord(forKey: "Item:0") != nil)
        try cache.merge([record(10)])
        #expect(cache.count == 9)
        #expect(cache.evictionCount == 2)
        #expect(try cache.loadRecord(forKey: "Item:0") != nil)
        #expect(try cache.loadRecord(forKey: "Item:1") == nil)
        #expect(try cache.loadRecord(forKey: "Item:2") == nil)
        #expect(try cache.loadRecord(forKey: "Item:10") != nil)
    }

    @Test func oneMergeOfNewAndStoredRecordsMarksBothUsed() throws {
        let cache = InMemoryNormalizedCache(maximumRecordCount: 4)
        try cache.merge([record(0), record(1), record(2)])
        // Item:0 is merged again (changed) next to a new Item:3: both become the most recent.
        let changed = try cache.merge([
            CacheRecord(key: "Item:0", fields: [("value", .scalar(.number(.integer(9))))]), record(3),
        ])
        #expect(changed.fieldKeys == [CacheFieldKey("Item:0", "value"), CacheFieldKey("Item:3", "value")])
        try cache.merge([record(4)])
        #expect(cache.count == 3)
        #expect(try cache.loadRecord(forKey: "Item:0")?["value"] == .scalar(.number(.integer(9))))
        #expect(try cache.loadRecord(forKey: "Item:3") != nil)
        #expect(try cache.loadRecord(forKey: "Item:1") == nil)
        #expect(try cache.loadRecord(forKey: "Item:2") == nil)
    }

    @Test func rootRecordsAreNeverEvicted() throws {
        let cache = InMemoryNormalizedCache(maximumRecordCount: 2)
        try cache.merge([CacheRecord(key: .queryRoot, fields: [("a", .scalar(.null))])])
        for index in 0..<5 { try cache.merge([record(index)]) }
        #expect(try cache.loadRecord(forKey: .queryRoot) != nil)
    }

    /// A batch merged into the empty cache becomes its table; uses, removals and eviction work
    /// on it as on records merged one by one, and the batch itself is left as it was.
    @Test func aBatchMergedIntoTheEmptyCacheKeepsUsesAndEvictionExact() throws {
        let cache = InMemoryNormalizedCache(maximumRecordCount: 6)
        var batch = CacheRecordBatch()
        for index in 0..<5 { batch.add(record(index)) }
        let changed = try cache.merge(batch: batch)
        #expect(changed.count == 5)
        #expect(cache.count == 5)
        // Item:4 leaves (the last record moves into its place), then Item:0 and Item:1 are used.
        try cache.removeRecords(forKeys: ["Item:4"])
        try cache.merge([CacheRecord(key: "Item:0", fields: [("value", .scalar(.number(.integer(7))))])])
        #expect(try cache.loadRecord(forKey: "Item:1") != nil)
        #expect(batch["Item:0"]?["value"] == .scalar(.number(.integer(0))))
        for index in 5..<8 { try cache.merge([record(index)]) }
        // 7 records > 6: down to 5, evicting the two least recently used (Item:2, Item:3).
        #expect(cache.evictionCount == 2)
        #expect(try cache.allKeys() == ["Item:0", "Item:1", "Item:5", "Item:6", "Item:7"])
        // Loads in and out of the order the records were laid out in find each one.
        for index in [7, 0, 1, 5, 6, 5, 0] { #expect(try cache.loadRecord(forKey: CacheKey("Item:\(index)")) != nil) }
        #expect(try cache.loadRecord(forKey: "Item:4") == nil)
    }
}
