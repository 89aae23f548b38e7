import CourierAPI
import Testing

@testable import CourierGraphQL

@Suite("CacheRecord layout")
struct CacheRecordLayoutTests {
    private func int(_ value: Int64) -> CacheValue { .scalar(.number(.integer(value))) }

    @Test func distinctFieldsAreTakenInOrder() {
        let record = CacheRecord(key: "A:1", fields: [("b", int(1)), ("a", int(2)), ("c", int(3))])
        #expect(record.fieldKeys == ["b", "a", "c"])
        #expect(record["a"] == int(2))
    }

    @Test func aRepeatedFieldKeepsItsFirstPlaceAndLastValue() {
        let record = CacheRecord(key: "A:1", fields: [("b", int(1)), ("a", int(2)), ("b", int(3))])
        #expect(record.fieldKeys == ["b", "a"])
        #expect(record["b"] == int(3))
        let wide = (0..<40).map { ("f\($0 % 30)", int(Int64($0))) }
        let indexed = CacheRecord(key: "A:2", fields: wide)
        #expect(indexed.count == 30)
        #expect(indexed["f3"] == int(33))
        #expect(indexed["f29"] == int(29))
    }

    @Test func aWideRecordIsIndexedFromItsInitialFields() {
        let fields = (0..<(CacheRecord.indexThreshold + 5)).map { ("f\($0)", int(Int64($0))) }
        var record = CacheRecord(key: "A:1", fields: fields)
        #expect(record["f20"] == int(20))
        record["f3"] = nil
        #expect(record["f3"] == nil)
        #expect(record["f20"] == int(20))
        #expect(record.count == fields.count - 1)
    }

    @Test func hintedLookUpFindsFieldsInAnyOrder() {
        let record = CacheRecord(key: "A:1", fields: [("__typename", .scalar("A")), ("x", int(1)), ("y", int(2))])
        var hint = 0
        #expect(record.value(of: "x", hint: &hint) == int(1))
        #expect(hint == 2)
        #expect(record.value(of: "y", hint: &hint) == int(2))
        #expect(hint == 3)
        // Out of order, past the end, and absent.
        #expect(record.value(of: "x", hint: &hint) == int(1))
        #expect(record.value(of: "__typename", hint: &hint) == .scalar("A"))
        #expect(hint == 1)
        #expect(record.value(of: "z", hint: &hint) == nil)
        #expect(hint == 1)
    }

    @Test func recordsBuiltFieldByFieldKeepEveryField() {
        var record = CacheRecord(key: "A:1")
        for field in 0..<37 { record.appendNew("f\(field)", int(Int64(field))) }
        #expect(record.count == 37)
        #expect(record.fieldKeys.last == "f36")
        #expect(record["f36"] == int(36))
        #expect(record["f0"] == int(0))
    }
}
