import CourierAPI
import CourierGraphQL

/// How records were stored up to schema version 2, read only to migrate to version 3: a JSON
/// object of field key → value, where a reference is `{"$r": key}`, a list is an array, and a
/// scalar that is itself an object or an array (a custom scalar's raw JSON) is `{"$s": value}`.
enum CacheRecordJSONCoding {
    static func decode(_ bytes: UnsafeRawBufferPointer, key: CacheKey, receivedAt: Double?) throws(SQLiteCacheError)
        -> CacheRecord
    {
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
