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

    /// A damaged record that repeats a name is still resolved (the last value wins) after the
    /// interner has learned a distinct set of names: the shortcut that skips comparing names
    /// applies only while every name comes back remembered.
    @Test func aRepeatedNameAfterDistinctRecordsIsStillResolved() throws {
        func bytes(_ fields: [(String, UInt8)]) -> [UInt8] {
            var bytes: [UInt8] = []
            func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
            append(UInt32(fields.count))
            for (name, tag) in fields {
                append(UInt32(name.utf8.count))
                bytes += Array(name.utf8)
                bytes.append(tag)  // 0 null, 1 false, 2 true
            }
            return bytes
        }
        var interner = FieldNameInterner()
        func decode(_ fields: [(String, UInt8)]) throws -> CacheRecord {
            try bytes(fields).withUnsafeBytes {
                try CacheRecordBinaryCoding.decode($0, key: "R:1", receivedAt: nil, names: &interner)
            }
        }
        #expect(try decode([("a", 0), ("b", 0), ("c", 0)]).fieldKeys == ["a", "b", "c"])
        #expect(try decode([("a", 1), ("b", 1), ("c", 1)]).fieldKeys == ["a", "b", "c"])
        let repeated = try decode([("a", 1), ("b", 1), ("a", 2)])
        #expect(repeated.fieldKeys == ["a", "b"])
        #expect(repeated["a"] == .scalar(.bool(true)))
        #expect(try decode([("a", 0), ("a", 1)]).count == 1)
        #expect(try decode([("a", 0), ("b", 0)]).fieldKeys == ["a", "b"])
    }
}
