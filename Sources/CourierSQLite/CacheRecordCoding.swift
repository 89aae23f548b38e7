import CourierAPI
import CourierGraphQL

/// How a record's fields are stored in one column: a JSON object of field key → value, where a
/// reference is `{"$r": key}`, a list is an array, and a scalar that is itself an object or an
/// array (a custom scalar's raw JSON) is wrapped as `{"$s": value}`, so nothing is ambiguous.
enum CacheRecordCoding {
    static func encode(_ record: CacheRecord) throws(SQLiteCacheError) -> [UInt8] {
        var object = JSONObject()
        for (key, value) in record.fields { object[key] = encode(value) }
        do {
            return try JSONSerializer().serialize(.object(object))
        } catch {
            throw SQLiteCacheError(.invalidRecord, message: "cannot encode \(record.key): \(error)")
        }
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, key: CacheKey, receivedAt: Double?) throws(SQLiteCacheError) -> CacheRecord {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes)
        } catch {
            throw SQLiteCacheError(.invalidRecord, message: "record \(key) is not JSON: \(error)")
        }
        guard case .object(let object) = value else {
            throw SQLiteCacheError(.invalidRecord, message: "record \(key) is not an object")
        }
        var fields: [(String, CacheValue)] = []
        fields.reserveCapacity(object.count)
        for (field, json) in object { fields.append((field, decode(json))) }
        return CacheRecord(key: key, fields: fields, receivedAt: receivedAt)
    }

    private static func encode(_ value: CacheValue) -> JSONValue {
        switch value {
        case .scalar(let json):
            switch json {
            case .object, .array: return .object(["$s": json])
            default: return json
            }
        case .reference(let key): return .object(["$r": .string(key.rawValue)])
        case .list(let items): return .array(items.map(encode))
        }
    }

    private static func decode(_ json: JSONValue) -> CacheValue {
        switch json {
        case .array(let items): return .list(items.map(decode))
        case .object(let object):
            if case .string(let key)? = object["$r"] { return .reference(CacheKey(key)) }
            return .scalar(object["$s"] ?? .object(object))
        default: return .scalar(json)
        }
    }
}
