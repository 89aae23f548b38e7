import CourierAPI

/// Turns response JSON into records, driven by the generated selection metadata: objects with
/// key fields become `Typename:id` records, others records keyed by their path; nested objects
/// and lists of them become references.
///
/// It reads a parsed tree or a response's ``/CourierAPI/JSONTape`` in place with the same rules
/// (``GraphQLWireValue``), and produces the same records from either: only the scalar leaves are
/// built as ``/CourierAPI/JSONValue``s.
struct Normalizer {
    private let configuration: GraphQLStoreConfiguration
    private let receivedAt: Double
    /// What the normalizer memoized, for the next write with the same variables
    /// (``NormalizerMemos``).
    private(set) var collector: FieldCollector
    private(set) var keyFieldMemo: KeyFieldMemo
    /// The records produced so far, in the order the response first reached them.
    private(set) var batch = CacheRecordBatch()
    /// The records produced so far, by key.
    var records: CacheRecordSet { batch.recordSet }

    init(configuration: GraphQLStoreConfiguration, variables: JSONObject, receivedAt: Double) {
        self.init(
            configuration: configuration, collector: FieldCollector(variables: variables), keyFieldMemo: KeyFieldMemo(),
            receivedAt: receivedAt)
    }

    /// A normalizer that starts from an earlier write's memos (its collector's variables are the
    /// write's).
    init(
        configuration: GraphQLStoreConfiguration, collector: FieldCollector, keyFieldMemo: KeyFieldMemo,
        receivedAt: Double
    ) {
        self.configuration = configuration
        self.receivedAt = receivedAt
        self.collector = collector
        self.keyFieldMemo = keyFieldMemo
    }

    /// Normalizes `object`, read with `type`, into the record `key`.
    mutating func normalize(_ object: JSONObject, as type: any SelectionSet.Type, key: CacheKey) {
        normalize(object: JSONValue.object(object), as: type, key: key)
    }

    /// Normalizes the object `object` (a tree or a tape value), read with `type`, into the record `key`.
    mutating func normalize<Value: GraphQLWireValue>(object: Value, as type: any SelectionSet.Type, key: CacheKey) {
        normalize(object, as: [type], key: key, typename: object["__typename"]?.stringValue)
    }

    /// Normalizes `object`, whose `__typename` the caller has read, into the record `key`.
    private mutating func normalize<Value: GraphQLWireValue>(
        _ object: Value, as types: [any SelectionSet.Type], key: CacheKey, typename: String?
    ) {
        // The record takes its place before the ones nested in it: parents first, as reads go.
        let position = batch.reservePosition(for: key)
        var record = CacheRecord(key: key, receivedAt: receivedAt)
        if types.count == 1 {
            let answer = collector.answer(for: types[0], typename: typename)
            if answer.distinct {
                // Indexed, so that each field's metadata is read in place rather than copied
                // (retaining its strings and arrays) once per object.
                let fields = answer.fields
                record.reserveCapacity(fields.count + 1)
                if let typename { record.appendNew("__typename", .scalar(.string(typename))) }
                // Responses list an object's members in the order of its selections.
                var hint = 0
                for index in fields.indices {
                    guard let json = object.member(fields[index].field.responseKey, hint: &hint) else { continue }
                    if fields[index].isScalar {
                        record.appendNew(fields[index].cacheKey, .scalar(json.jsonValue))
                        continue
                    }
                    record.appendNew(
                        fields[index].cacheKey,
                        value(
                            json, type: fields[index].field.type, sets: fields[index].selectionSets,
                            path: key.rawValue + "." + fields[index].cacheKey))
                }
                return batch.fill(position, with: record)
            }
        }
        if let typename { record["__typename"] = .scalar(.string(typename)) }
        for type in types {
            for collected in collector.fields(of: type, typename: typename) {
                guard let json = object[collected.field.responseKey] else { continue }
                record[collected.cacheKey] = value(
                    json, type: collected.field.type, sets: collected.selectionSets,
                    path: key.rawValue + "." + collected.cacheKey)
            }
        }
        batch.fill(position, with: record)
    }

    /// The cache value of `json`; `path` is only built for objects without a key.
    private mutating func value<Value: GraphQLWireValue>(
        _ json: Value, type: OutputType, sets: [any SelectionSet.Type], path: @autoclosure () -> String
    ) -> CacheValue {
        switch type {
        case .nonNull(let inner):
            return value(json, type: inner, sets: sets, path: path())
        case .scalar:
            return .scalar(json.jsonValue)
        case .list(let inner):
            guard let items = json.wireElements else { return .scalar(json.jsonValue) }
            var values: [CacheValue] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                values.append(value(item, type: inner, sets: sets, path: path() + "." + String(index)))
            }
            return .list(values)
        case .object:
            guard json.isObject else { return .scalar(json.jsonValue) }
            let typename = json["__typename"]?.stringValue
            var key: CacheKey?
            if let typename {
                let fields = keyFieldMemo.fields(for: typename, in: configuration)
                key = configuration.cacheKey(forWireObject: json, typename: typename, keyFields: fields)
            }
            let resolved = key ?? CacheKey(path())
            normalize(json, as: sets, key: resolved, typename: typename)
            return .reference(resolved)
        }
    }
}
