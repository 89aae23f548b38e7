import CSQLite
import CourierAPI
import CourierGraphQL
import Foundation
import Testing

@testable import CourierSQLite

@Suite("SQLite use times (least-recently-used eviction)")
struct SQLiteUseTimeTests {
    @Test func granularityIsA64thOfTheCapAndExactBelow128() {
        #expect(SQLiteUseClock(now: 0, maximumRecordCount: 10).granularity == 1)
        #expect(SQLiteUseClock(now: 0, maximumRecordCount: 127).granularity == 1)
        #expect(SQLiteUseClock(now: 0, maximumRecordCount: 6_400).granularity == 100)
        #expect(SQLiteUseClock(now: 0, maximumRecordCount: nil).granularity == SQLiteUseClock.uncappedGranularity)
        var clock = SQLiteUseClock(now: 5, maximumRecordCount: 6_400)
        #expect(clock.tick() == 6)
        #expect(!clock.lags(6 - 99))
        #expect(clock.lags(6 - 100))
    }

    /// Merging a record again within the granularity leaves its stored use (and the index)
    /// alone; once it lags by the granularity, the merge rewrites it.
    @Test func aMergeRewritesTheStoredUseOnlyOnceItLags() throws {
        let url = try TemporaryDirectory().file("cache.sqlite")
        let cache = try SQLiteNormalizedCache(fileURL: url, options: .init(maximumRecordCount: 640))  // 10 uses
        func item(_ index: Int, _ value: Int) -> CacheRecord {
            CacheRecord(key: CacheKey("Item:\(index)"), fields: [("value", .scalar(.number(.integer(Int64(value)))))])
        }
        try cache.merge([item(0, 0)])
        let first = try lastUse(url, "Item:0")
        try cache.merge([item(0, 1)])
        #expect(try lastUse(url, "Item:0") == first)
        #expect(try cache.loadRecord(forKey: "Item:0")?["value"] == .scalar(.number(.integer(1))))
        for index in 1...10 { try cache.merge([item(index, index)]) }
        try cache.merge([item(0, 2)])
        #expect(try lastUse(url, "Item:0") > first + 10)
    }

    /// With a granularity above 1, the records evicted are still the least recently used ones
    /// (beyond the granularity): a record loaded after many others survives, the oldest go.
    @Test func evictionKeepsARecentlyLoadedRecordUnderACoarseGranularity() throws {
        let cache = try SQLiteNormalizedCache(
            fileURL: TemporaryDirectory().file("cache.sqlite"), options: .init(maximumRecordCount: 640))
        func item(_ index: Int) -> CacheRecord {
            CacheRecord(key: CacheKey("Item:\(index)"), fields: [("value", .scalar(.number(.integer(Int64(index)))))])
        }
        try cache.merge([CacheRecord(key: .queryRoot, fields: [("items", .scalar(.null))])])
        _ = try cache.merge(records: CacheRecordSet(uniqueKeysWithValues: (0..<300).map { (item($0).key, item($0)) }))
        _ = try cache.merge(records: CacheRecordSet(uniqueKeysWithValues: (300..<639).map { (item($0).key, item($0)) }))
        #expect(try cache.loadRecord(forKey: "Item:0") != nil)
        try cache.merge([item(639)])
        #expect(cache.evictionCount == 641 - 576)
        #expect(try cache.loadRecord(forKey: "Item:0") != nil)
        #expect(try cache.loadRecord(forKey: .queryRoot) != nil)
        #expect(try cache.loadRecord(forKey: "Item:639") != nil)
        // The 65 evicted came from the first merge's records, the oldest but Item:0.
        let kept = try cache.allKeys()
        #expect((300..<639).allSatisfy { kept.contains(CacheKey("Item:\($0)")) })
    }

    private func lastUse(_ url: URL, _ key: String) throws -> Int64 {
        var db: OpaquePointer?
        guard sqlite3_open(url.path, &db) == SQLITE_OK else { throw CancellationError() }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        let sql = "SELECT last_use FROM records WHERE key = '\(key)'"
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else { throw CancellationError() }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { throw CancellationError() }
        return sqlite3_column_int64(statement, 0)
    }
}
