import CourierAPI
import CourierGraphQL
import Foundation

/// The record column's format since schema version 3: a compact binary encoding that decodes
/// without building an intermediate JSON tree (JSON text, version 2, decoded about twice as slowly).
///
/// ```
/// record := u32 fieldCount, (string key, value)*
/// value  := u8 tag, payload
///   0 null · 1 false · 2 true · 3 int64 · 4 double (bit pattern) · 5 string · 6 reference (string)
///   7 list (u32 count, value*) · 8 JSON scalar object/array (string of JSON text) · 9 number literal (string)
/// string := u32 byteCount, UTF-8 bytes      (integers little-endian)
/// ```
enum CacheRecordBinaryCoding {
    static func encode(_ record: CacheRecord) throws(SQLiteCacheError) -> [UInt8] {
        var encoder = Encoder()
        try encoder.encode(record)
        return encoder.bytes
    }

    /// Encodes records one after another into one reused buffer (a merge binds each record's
    /// bytes, which SQLite copies, before encoding the next).
    struct Encoder {
        /// The last record encoded.
        private(set) var bytes: [UInt8] = []

        /// Replaces ``bytes`` with the encoding of `record`.
        mutating func encode(_ record: CacheRecord) throws(SQLiteCacheError) {
            bytes.removeAll(keepingCapacity: true)
            bytes.reserveCapacity(16 + record.count * 24)
            CacheRecordBinaryCoding.append(UInt32(record.count), to: &bytes)
            for (key, value) in record.fields {
                CacheRecordBinaryCoding.append(key, to: &bytes)
                try CacheRecordBinaryCoding.append(value, to: &bytes)
            }
        }
    }

    static func decode(_ buffer: UnsafeRawBufferPointer, key: CacheKey, receivedAt: Double?) throws(SQLiteCacheError)
        -> CacheRecord
    {
        var names = FieldNameInterner()
        return try decode(buffer, key: key, receivedAt: receivedAt, names: &names)
    }

    /// Decodes a record, taking its field names from `names` where the records decoded before
    /// had the same ones at the same positions.
    static func decode(
        _ buffer: UnsafeRawBufferPointer, key: CacheKey, receivedAt: Double?, names interner: inout FieldNameInterner
    ) throws(SQLiteCacheError) -> CacheRecord {
        var reader = Reader(buffer: buffer, key: key)
        let count = Int(try reader.uint32())
        var fields: [(key: String, value: CacheValue)] = []
        fields.reserveCapacity(min(count, 4096))
        // Field names are compared as bytes where they lie, to take the fields as they are
        // when none repeats (what this coder writes); a damaged record that repeats one is
        // resolved as ``CacheRecord/init(key:fields:receivedAt:)`` does (the last value wins).
        let distinct = try withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: min(count, 64)) {
            names throws(SQLiteCacheError) -> Bool in
            let checkable = count <= names.count
            for position in 0..<count {
                let start = reader.offset + 4
                let field = interner.name(at: position, try reader.stringBytes())
                if checkable { names[position] = start..<reader.offset }
                fields.append((field, try reader.value(depth: 0)))
            }
            // Names that all came back as remembered ones already found distinct: no comparing.
            if count <= interner.distinctPrefix { return true }
            guard checkable else { return false }
            for position in 0..<count {
                let name = names[position]
                if names[..<position].contains(where: { Self.sameBytes($0, name, in: buffer) }) { return false }
            }
            interner.markDistinct(count)
            return true
        }
        guard reader.offset == buffer.count else { throw reader.invalid("trailing bytes") }
        if distinct { return CacheRecord(key: key, distinctFields: fields, receivedAt: receivedAt) }
        return CacheRecord(key: key, fields: fields.map { ($0.key, $0.value) }, receivedAt: receivedAt)
    }

    /// Whether two ranges of `buffer` hold the same bytes: `memcmp`, not a generic element-wise
    /// comparison of two slices (which a merge of many records spent a tenth of its time in).
    private static func sameBytes(_ lhs: Range<Int>, _ rhs: Range<Int>, in buffer: UnsafeRawBufferPointer) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard lhs.count > 0, let base = buffer.baseAddress else { return true }
        return memcmp(base + lhs.lowerBound, base + rhs.lowerBound, lhs.count) == 0
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            append(UInt32(utf8.count), to: &bytes)
            bytes.append(contentsOf: utf8)
        }
    }

    private static func append(_ value: CacheValue, to bytes: inout [UInt8]) throws(SQLiteCacheError) {
        switch value {
        case .reference(let key):
            bytes.append(6)
            append(key.rawValue, to: &bytes)
        case .list(let items):
            bytes.append(7)
            append(UInt32(items.count), to: &bytes)
            for item in items { try append(item, to: &bytes) }
        case .scalar(let json):
            switch json {
            case .null: bytes.append(0)
            case .bool(let flag): bytes.append(flag ? 2 : 1)
            case .number(.integer(let number)):
                bytes.append(3)
                append(UInt64(bitPattern: number), to: &bytes)
            case .number(.double(let number)):
                bytes.append(4)
                append(number.bitPattern, to: &bytes)
            case .number(.literal(let text)):
                bytes.append(9)
                append(text, to: &bytes)
            case .string(let text):
                bytes.append(5)
                append(text, to: &bytes)
            case .object, .array:
                bytes.append(8)
                do {
                    let text = try JSONSerializer().serialize(json)
                    append(UInt32(text.count), to: &bytes)
                    bytes.append(contentsOf: text)
                } catch {
                    throw SQLiteCacheError(.invalidRecord, message: "cannot encode a JSON scalar: \(error)")
                }
            }
        }
    }

    /// Reads the format with bounds checks: damaged bytes are a typed error, never a crash.
    private struct Reader {
        let buffer: UnsafeRawBufferPointer
        let key: CacheKey
        var offset = 0

        init(buffer: UnsafeRawBufferPointer, key: CacheKey) {
            self.buffer = buffer
            self.key = key
        }

        func invalid(_ reason: String) -> SQLiteCacheError {
            SQLiteCacheError(.invalidRecord, message: "record \(key) is damaged: \(reason) at byte \(offset)")
        }

        mutating func take(_ count: Int) throws(SQLiteCacheError) -> UnsafeRawBufferPointer {
            guard count >= 0, buffer.count - offset >= count else { throw invalid("truncated") }
            defer { offset += count }
            return UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + count)])
        }

        mutating func uint8() throws(SQLiteCacheError) -> UInt8 { try take(1)[0] }

        mutating func uint32() throws(SQLiteCacheError) -> UInt32 {
            UInt32(littleEndian: try take(4).loadUnaligned(as: UInt32.self))
        }

        mutating func uint64() throws(SQLiteCacheError) -> UInt64 {
            UInt64(littleEndian: try take(8).loadUnaligned(as: UInt64.self))
        }

        mutating func string() throws(SQLiteCacheError) -> String {
            String(decoding: try stringBytes(), as: UTF8.self)
        }

        mutating func stringBytes() throws(SQLiteCacheError) -> UnsafeRawBufferPointer {
            try take(Int(try uint32()))
        }

        mutating func value(depth: Int) throws(SQLiteCacheError) -> CacheValue {
            guard depth < 256 else { throw invalid("lists nested too deeply") }
            switch try uint8() {
            case 0: return .scalar(.null)
            case 1: return .scalar(.bool(false))
            case 2: return .scalar(.bool(true))
            case 3: return .scalar(.number(.integer(Int64(bitPattern: try uint64()))))
            case 4: return .scalar(.number(.double(Double(bitPattern: try uint64()))))
            case 5: return .scalar(.string(try string()))
            case 6: return .reference(CacheKey(try string()))
            case 7:
                let count = Int(try uint32())
                guard count <= buffer.count - offset else { throw invalid("list longer than the record") }
                var items: [CacheValue] = []
                items.reserveCapacity(count)
                for _ in 0..<count { items.append(try value(depth: depth + 1)) }
                return .list(items)
            case 8:
                let bytes = try take(Int(try uint32()))
                do {
                    return .scalar(try JSONParser.parse(bytes))
                } catch {
                    throw invalid("bad JSON scalar")
                }
            case 9: return .scalar(.number(.literal(try string())))
            case let tag: throw invalid("unknown tag \(tag)")
            }
        }
    }
}
