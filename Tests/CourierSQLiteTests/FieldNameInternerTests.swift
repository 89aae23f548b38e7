import CourierAPI
import CourierGraphQL
import Testing

@testable import CourierSQLite

@Suite("Field name interning")
struct FieldNameInternerTests {
    @Test func reusesANameOnlyWhenItsBytesAreTheSame() {
        var interner = FieldNameInterner()
        func name(_ position: Int, _ text: String) -> String {
            Array(text.utf8).withUnsafeBytes { interner.name(at: position, $0) }
        }
        let long = String(repeating: "field", count: 10)
        #expect(name(0, "id") == "id")
        #expect(name(1, long) == long)
        #expect(name(0, "id") == "id")
        #expect(name(0, "ie") == "ie")  // same length, other bytes
        #expect(name(0, "i") == "i")
        #expect(name(1, long + "x") == long + "x")
        #expect(name(2, "") == "")
        #expect(name(2, "é") == "é")
        // Positions past the capacity are decoded each time.
        #expect(name(FieldNameInterner.capacity + 3, "far") == "far")
    }

    /// Records of different types decoded one after another with one interner come out as
    /// each decodes alone, field names and their order included.
    @Test func recordsDecodedWithOneInternerEqualRecordsDecodedAlone() throws {
        let records = (0..<12).map { index in
            index % 3 == 0
                ? CacheRecord(
                    key: CacheKey("A:\(index)"),
                    fields: [("__typename", .scalar("A")), ("id", .scalar(.string("\(index)"))), ("n", .scalar(1))])
                : CacheRecord(
                    key: CacheKey("B:\(index)"),
                    fields: [("__typename", .scalar("B")), ("name", .scalar("b")), ("id", .reference("A:0"))]
                        + (index % 2 == 0 ? [("extra\(index)", .scalar(.null))] : []))
        }
        var interner = FieldNameInterner()
        for record in records {
            let bytes = try CacheRecordBinaryCoding.encode(record)
            let decoded = try bytes.withUnsafeBytes {
                try CacheRecordBinaryCoding.decode($0, key: record.key, receivedAt: nil, names: &interner)
            }
            #expect(decoded == record)
            #expect(decoded.fieldKeys == record.fieldKeys)
        }
    }
}
