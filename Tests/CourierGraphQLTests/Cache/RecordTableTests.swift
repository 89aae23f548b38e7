import Testing

@testable import CourierGraphQL

@Suite("RecordTable")
struct RecordTableTests {
    @Test func appendsFindsAndKeepsInsertionOrder() {
        var table = RecordTable<Int>()
        #expect(table.position(of: "A:1") == nil)
        for index in 0..<100 { table.append(CacheKey("A:\(index)"), index) }
        #expect(table.count == 100)
        #expect(table.keys.first == "A:0")
        #expect(table.keys.last == "A:99")
        for index in 0..<100 {
            let position = table.position(of: CacheKey("A:\(index)"))
            #expect(position == index)
        }
        #expect(table.position(of: "A:100") == nil)
        table[7] += 1_000
        #expect(table[7] == 1_007)
    }

    @Test func removalMovesTheLastEntryAndKeepsEveryOtherReachable() {
        var table = RecordTable<Int>()
        for index in 0..<10 { table.append(CacheKey("A:\(index)"), index) }
        #expect(table.remove("A:3") == 3)
        #expect(table.remove("A:3") == nil)
        #expect(table.count == 9)
        #expect(table.keys[3] == "A:9")
        #expect(table.position(of: "A:9") == 3)
        #expect(table[3] == 9)
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.position(of: "A:1") == nil)
        table.append("A:1", 1)
        #expect(table.position(of: "A:1") == 0)
    }

    /// Random appends and removals against a `Dictionary`: every key stays findable with its
    /// value through rehashes and back-shifted probe runs.
    @Test(arguments: [1, 2, 3])
    func behavesLikeADictionary(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var table = RecordTable<Int>()
        var model: [CacheKey: Int] = [:]
        for step in 0..<20_000 {
            let key = CacheKey("K:\(random.next() % 3_000)")
            if random.next() % 3 == 0 {
                #expect(table.remove(key) == model.removeValue(forKey: key))
            } else if random.next() % 2 == 0 {
                // One probe that finds or appends, checked against the model.
                let found = table.findOrAppend(key) { step }
                #expect(found.appended == (model[key] == nil))
                table[found.position] = step
                model[key] = step
            } else if let position = table.position(of: key) {
                table[position] = step
                model[key] = step
            } else {
                #expect(model[key] == nil)
                table.append(key, step)
                model[key] = step
            }
        }
        #expect(table.count == model.count)
        for (key, value) in model {
            guard let position = table.position(of: key) else {
                Issue.record("\(key) is not found")
                continue
            }
            #expect(table[position] == value)
            #expect(table.keys[position] == key)
        }
        for index in 3_000..<3_100 { #expect(table.position(of: CacheKey("K:\(index)")) == nil) }
    }
}
