import CourierAPI
import CourierGraphQL
import Testing

@Suite("CacheChangeSet")
struct CacheChangeSetTests {
    private func record(_ key: CacheKey, _ fields: [String], value: Int64 = 0) -> CacheRecord {
        CacheRecord(key: key, fields: fields.map { ($0, .scalar(.number(.integer(value)))) })
    }

    @Test func emptySetHoldsNothing() {
        let changes = CacheChangeSet()
        #expect(changes.isEmpty)
        #expect(changes.count == 0)
        #expect(!changes.contains(CacheFieldKey("Droid:2001", "name")))
        #expect(changes.recordKeys.isEmpty)
        #expect(changes.fields(of: "Droid:2001").isEmpty)
        #expect(Array(changes).isEmpty)
        #expect(changes.description == "[]")
    }

    @Test func insertFieldsAddsEveryFieldOfARecordInOrder() {
        var changes = CacheChangeSet()
        changes.insertFields(of: record("Droid:2001", ["__typename", "name", "friends"]))
        changes.insertFields(of: record("Human:1000", ["name"]))
        #expect(changes.count == 4)
        #expect(!changes.isEmpty)
        #expect(
            changes.map(\.description) == [
                "Droid:2001.__typename", "Droid:2001.name", "Droid:2001.friends", "Human:1000.name",
            ])
        #expect(changes.recordKeys == ["Droid:2001", "Human:1000"])
        #expect(changes.fields(of: "Droid:2001") == ["__typename", "name", "friends"])
        #expect(changes.contains("friends", of: "Droid:2001"))
        #expect(!changes.contains("friends", of: "Human:1000"))
        #expect(!changes.contains(CacheFieldKey("Human:1001", "name")))
    }

    @Test func insertReportsAndSkipsRepeats() {
        var changes = CacheChangeSet()
        let inserts = [
            changes.insert(CacheFieldKey("Droid:2001", "name")),
            changes.insert(CacheFieldKey("Droid:2001", "name")),
            changes.insert("name", of: "Human:1000"),
            // Back to the first record after another one: a second run for Droid:2001.
            changes.insert("rating", of: "Droid:2001"),
            changes.insert("rating", of: "Droid:2001"),
        ]
        #expect(inserts == [true, false, true, true, false])
        changes.insertFields(of: record("Droid:2001", ["name", "tags"]))
        #expect(changes.count == 4)
        #expect(changes.fields(of: "Droid:2001") == ["name", "rating", "tags"])
        #expect(changes.recordKeys == ["Droid:2001", "Human:1000"])
        #expect(
            changes.fieldKeys == [
                CacheFieldKey("Droid:2001", "name"), CacheFieldKey("Droid:2001", "rating"),
                CacheFieldKey("Droid:2001", "tags"), CacheFieldKey("Human:1000", "name"),
            ])
    }

    @Test func unionKeepsEachFieldOnce() {
        var first: CacheChangeSet = [CacheFieldKey("A:1", "x"), CacheFieldKey("A:1", "y"), CacheFieldKey("B:1", "x")]
        let second: CacheChangeSet = [CacheFieldKey("A:1", "y"), CacheFieldKey("A:1", "z"), CacheFieldKey("C:1", "x")]
        let union = first.union(second)
        #expect(union.count == 5)
        #expect(union.fieldKeys == first.fieldKeys.union(second.fieldKeys))
        first.formUnion(second)
        #expect(first == union)
        #expect(first.fields(of: "A:1") == ["x", "y", "z"])
        // Into an empty set, and with an empty set.
        var empty = CacheChangeSet()
        empty.formUnion(second)
        #expect(empty == second)
        #expect(second.union(CacheChangeSet()) == second)
    }

    @Test func repeatedUnionsOfTheSameFieldsAddNothing() {
        let root = CacheChangeSet([CacheFieldKey(.subscriptionRoot, "count"), CacheFieldKey("Item:1", "name")])
        var changes = root
        for _ in 0..<3 { changes.formUnion(CacheChangeSet([CacheFieldKey(.subscriptionRoot, "count")])) }
        #expect(changes == root)
        #expect(changes.count == 2)
        #expect(changes.fields(of: .subscriptionRoot) == ["count"])
        // One new field among repeated ones is still added, once.
        changes.formUnion(
            CacheChangeSet([CacheFieldKey(.subscriptionRoot, "count"), CacheFieldKey(.subscriptionRoot, "at")]))
        #expect(changes.count == 3)
        #expect(changes.fields(of: .subscriptionRoot) == ["count", "at"])
        #expect(changes.fields(of: "Item:1") == ["name"])
    }

    @Test func unionOfLargeRecordsComparesAgainstEveryExistingField() {
        let fields = (0..<100).map { "f\($0)" }
        var changes = CacheChangeSet()
        changes.insertFields(of: record(.queryRoot, Array(fields[0..<60])))
        changes.insertFields(of: record("Other:1", ["a"]))
        changes.formUnion(CacheChangeSet(fields[40..<100].map { CacheFieldKey(.queryRoot, $0) }))
        #expect(changes.count == 101)
        #expect(changes.fields(of: .queryRoot) == fields)
        #expect(Set(changes.fields(of: .queryRoot)).count == 100)
    }

    @Test func manyRecordsStayFindableAsTheRecordTableGrows() {
        var changes = CacheChangeSet()
        for index in 0..<1_000 { changes.insertFields(of: record(CacheKey("Item:\(index)"), ["a", "b"])) }
        // Every record again, with one new field each: no record gets a second entry.
        for index in 0..<1_000 { changes.insertFields(of: record(CacheKey("Item:\(index)"), ["b", "c"])) }
        #expect(changes.count == 3_000)
        #expect(changes.recordKeys.count == 1_000)
        #expect(changes.recordKeys.first == "Item:0")
        #expect((0..<1_000).allSatisfy { changes.fields(of: CacheKey("Item:\($0)")) == ["a", "b", "c"] })
        #expect(!changes.contains("a", of: "Item:1000"))
        var reserved = CacheChangeSet()
        reserved.reserveCapacity(records: 1_000, fields: 3_000)
        reserved.formUnion(changes)
        reserved.formUnion(changes)
        #expect(reserved == changes)
    }

    @Test func equalityIgnoresOrder() {
        let forward: CacheChangeSet = [CacheFieldKey("A:1", "x"), CacheFieldKey("B:1", "y")]
        let backward: CacheChangeSet = [CacheFieldKey("B:1", "y"), CacheFieldKey("A:1", "x")]
        #expect(forward == backward)
        #expect(forward != [CacheFieldKey("A:1", "x")])
        #expect(forward != [CacheFieldKey("A:1", "x"), CacheFieldKey("B:1", "z")])
    }

    @Test func recordMergeRecordsOnlyChangedOrNewFields() {
        var stored = record("Item:1", ["a", "b", "c"], value: 1)
        var changes = CacheChangeSet()
        stored.merge(record("Item:1", ["a", "b", "c"], value: 1), recordingChangesIn: &changes)
        #expect(changes.isEmpty)
        #expect(changes.recordKeys.isEmpty)

        var update = record("Item:1", ["a", "b"], value: 1)
        update["b"] = .scalar(.string("new"))
        update["d"] = .scalar(.null)
        stored.merge(update, recordingChangesIn: &changes)
        #expect(changes.map(\.description) == ["Item:1.b", "Item:1.d"])
        #expect(stored["b"] == .scalar(.string("new")))
        #expect(stored["d"] == .scalar(.null))

        // The set already holds Item:1's fields: a second merge adds only what is new to it.
        update["b"] = .scalar(.string("newer"))
        update["e"] = .scalar(.bool(true))
        stored.merge(update, recordingChangesIn: &changes)
        #expect(changes.count == 3)
        #expect(changes.fields(of: "Item:1") == ["b", "d", "e"])
    }

    /// Random inserts, record inserts and unions, checked against a `Set<CacheFieldKey>`.
    @Test(arguments: [1, 7, 42])
    func agreesWithASetModel(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var changes = CacheChangeSet()
        var model = Set<CacheFieldKey>()
        let records: [CacheKey] = (0..<5).map { CacheKey("R:\($0)") }
        let fields = (0..<12).map { "f\($0)" }
        for _ in 0..<300 {
            let key = records[Int(generator.next() % 5)]
            switch generator.next() % 3 {
            case 0:
                let field = fields[Int(generator.next() % 12)]
                let inserted = changes.insert(field, of: key)
                #expect(inserted == model.insert(CacheFieldKey(key, field)).inserted)
            case 1:
                let chosen = fields.filter { _ in generator.next() % 3 == 0 }
                changes.insertFields(of: record(key, chosen))
                for field in chosen { model.insert(CacheFieldKey(key, field)) }
            default:
                var other = CacheChangeSet()
                var otherModel = Set<CacheFieldKey>()
                for _ in 0..<Int(generator.next() % 6) {
                    let fieldKey = CacheFieldKey(records[Int(generator.next() % 5)], fields[Int(generator.next() % 12)])
                    other.insert(fieldKey)
                    otherModel.insert(fieldKey)
                }
                changes.formUnion(other)
                model.formUnion(otherModel)
            }
            #expect(changes.count == model.count)
        }
        #expect(changes.fieldKeys == model)
        #expect(Array(changes).count == model.count)
        for key in records {
            for field in fields {
                #expect(changes.contains(field, of: key) == model.contains(CacheFieldKey(key, field)))
            }
        }
    }
}
