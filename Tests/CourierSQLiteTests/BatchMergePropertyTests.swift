import CourierAPI
import CourierGraphQL
import CourierTesting
import Testing

/// Merging a batch of records in one call leaves every storage as merging them one by one does.
@Suite("Batch merge")
struct BatchMergePropertyTests {
    private static let keys: [CacheKey] = (0..<10).map { CacheKey("T:\($0)") } + [.queryRoot]
    private static let fields = ["__typename", "a", "b", "c", "list", "ref"]

    private static func value(_ random: inout SplitMix64) -> CacheValue {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: .scalar(.null)
        case 1: .scalar(.number(.integer(Int64.random(in: 0..<3, using: &random))))
        case 2: .scalar(.string(["x", "y"].randomElement(using: &random)!))
        case 3: .reference(keys.randomElement(using: &random)!)
        case 4: .list((0..<Int.random(in: 0..<3, using: &random)).map { _ in .scalar(.bool(random.next() & 1 == 0)) })
        default: .scalar(.number(.double(0.5)))
        }
    }

    private static func record(_ random: inout SplitMix64) -> CacheRecord {
        let count = Int.random(in: 1...4, using: &random)
        let fields = (0..<count).map { _ in (Self.fields.randomElement(using: &random)!, value(&random)) }
        let receivedAt: Double? = random.next() % 3 == 0 ? nil : Double(random.next() % 100)
        return CacheRecord(key: keys.randomElement(using: &random)!, fields: fields, receivedAt: receivedAt)
    }

    /// Every record with its fields in order and its write time, for comparing storages exactly.
    private static func snapshot(_ cache: any NormalizedCache) throws -> [CacheKey: [String: CacheValue]] {
        var result: [CacheKey: [String: CacheValue]] = [:]
        for (key, record) in try cache.loadRecords(forKeys: try cache.allKeys()) {
            var fields: [String: CacheValue] = [:]
            for (field, value) in record.fields { fields[field] = value }
            fields["#order"] = .scalar(.string(record.fieldKeys.joined(separator: ",")))
            fields["#receivedAt"] = .scalar(record.receivedAt.map { .number(.double($0)) } ?? .null)
            result[key] = fields
        }
        return result
    }

    @Test(arguments: StorageKind.allCases)
    func aBatchLeavesWhatMergingRecordByRecordLeaves(_ kind: StorageKind) throws {
        var random = SplitMix64(seed: 19)
        for _ in 0..<40 {
            let initial = (0..<Int.random(in: 0..<8, using: &random)).map { _ in Self.record(&random) }
            let updates = (0..<Int.random(in: 1..<12, using: &random)).map { _ in Self.record(&random) }
            let batchCache = try kind.make()
            let setCache = try kind.make()
            let sequentialCache = try kind.make()
            for cache in [batchCache, setCache, sequentialCache] { try cache.merge(initial) }
            let before = try Self.snapshot(batchCache)

            var batch = CacheRecordBatch()
            for record in updates { batch.add(record) }
            let batchChanges = try batchCache.merge(batch: batch)
            let setChanges = try setCache.merge(records: batch.recordSet)
            var sequentialChanges = CacheChangeSet()
            for record in updates {
                sequentialChanges.formUnion(try sequentialCache.merge(records: [record.key: record]))
            }

            let after = try Self.snapshot(batchCache)
            #expect(after == (try Self.snapshot(sequentialCache)))
            #expect(after == (try Self.snapshot(setCache)))
            #expect(batchChanges == setChanges)
            // The batch reports exactly the fields whose stored value differs from before it,
            // each of which merging one by one reported too.
            var differences = CacheChangeSet()
            for (key, fields) in after {
                for (field, value) in fields where !field.hasPrefix("#") && before[key]?[field] != value {
                    differences.insert(field, of: key)
                }
            }
            #expect(batchChanges == differences)
            #expect(batchChanges.allSatisfy { sequentialChanges.contains($0) })
        }
    }
}
