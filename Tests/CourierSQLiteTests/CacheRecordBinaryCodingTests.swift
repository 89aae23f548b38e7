import CourierAPI
import CourierGraphQL
import Testing

@testable import CourierSQLite

@Suite("CacheRecordBinaryCoding")
struct CacheRecordBinaryCodingTests {
    private func decode(_ bytes: [UInt8], key: CacheKey) throws -> CacheRecord {
        try bytes.withUnsafeBytes { try CacheRecordBinaryCoding.decode($0, key: key, receivedAt: nil) }
    }

    @Test func aReusedEncoderStartsEachRecordAfresh() throws {
        let long = CacheRecord(
            key: "A:1",
            fields: [
                ("__typename", .scalar("A")), ("name", .scalar(.string(String(repeating: "x", count: 300)))),
                ("friends", .list([.reference("B:1"), .reference("B:2")])),
                ("meta", .scalar(.object(["a": 1]))),
            ])
        let short = CacheRecord(key: "B:1", fields: [("n", .scalar(.number(.integer(-4))))])
        var encoder = CacheRecordBinaryCoding.Encoder()
        try encoder.encode(long)
        let longBytes = encoder.bytes
        try encoder.encode(short)
        #expect(encoder.bytes.count < longBytes.count)
        #expect(encoder.bytes == (try CacheRecordBinaryCoding.encode(short)))
        #expect(try decode(encoder.bytes, key: "B:1") == short)
        #expect(try decode(longBytes, key: "A:1") == long)
        #expect(try decode(longBytes, key: "A:1").fieldKeys == long.fieldKeys)
    }
}
