import CourierAPI
import Testing

@testable import CourierGraphQL

@Suite("CacheKey hashing")
struct CacheKeyHashingTests {
    @Test func equalKeysHashAlikeUnderEverySeed() {
        for seed in [0, 1, -7, 0x5EED_5EED] {
            let built = CacheKey("Droid:" + "2001")
            #expect(CacheKey("Droid:2001")._rawHashValue(seed: seed) == built._rawHashValue(seed: seed))
        }
        #expect(CacheKey("Droid:2001").hashValue == CacheKey("Droid:2001").hashValue)
    }

    @Test func theTableSeedChangesWhereAKeyGoes() {
        let keys = (0..<1_024).map { CacheKey("Item:\($0)") }
        // Bucket of each key in a 1,024-slot table under two seeds: not a shifted copy of each other.
        let first = keys.map { $0._rawHashValue(seed: 1) & 1_023 }
        let second = keys.map { $0._rawHashValue(seed: 2) & 1_023 }
        let translations = Set(zip(first, second).map { $0 ^ $1 })
        #expect(translations.count > 512)
        // And the buckets spread: a good hash fills about 63 % of the slots with as many keys.
        #expect(Set(first).count > 560)
    }

    @Test func largeSetsCopyIntoEachOtherAndStayCorrect() {
        let keys = (0..<50_000).map { CacheKey("Item:\($0)") }
        var dictionary: [CacheKey: Int] = [:]
        for (index, key) in keys.enumerated() { dictionary[key] = index }
        // Copying a big table into a growing small one is where a weak hash goes quadratic.
        var copy = Set<CacheKey>()
        for key in dictionary.keys { copy.insert(key) }
        #expect(copy.count == keys.count)
        #expect(copy.subtracting(keys.prefix(49_000)).count == 1_000)
        #expect(dictionary[CacheKey("Item:" + "31337")] == 31_337)
        #expect(dictionary[CacheKey("Item:50000")] == nil)
    }
}
