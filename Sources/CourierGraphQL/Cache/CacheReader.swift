import CourierAPI

/// Reads records back into response-shaped JSON following the generated selection metadata,
/// recording every field it touches (for watchers); a missing field or stale record is a typed
/// miss naming its response path.
struct CacheReader {
    /// Loads one record (storage plus optimistic layers).
    typealias Loader = (CacheKey) throws(GraphQLCacheError) -> CacheRecord?

    let load: Loader
    private let isStale: ((CacheRecord) -> Bool)?
    var collector: FieldCollector
    private var path = ResponsePathStack()
    /// The fields read so far, including the one whose absence ended a read.
    var dependencies = DependencySet()
    /// Whether to record dependencies (watchers) or not (plain reads).
    let tracksDependencies: Bool
    /// The field policies that resolve a field missing from its record to a keyed record.
    let fieldPolicy: FieldPolicyLookup?
    /// The key a field policy's arguments give a type's record (the store configuration's keying).
    let policyKey: FieldPolicyKey

    init(
        variables: JSONObject, tracksDependencies: Bool, isStale: ((CacheRecord) -> Bool)?,
        fieldPolicy: FieldPolicyLookup? = nil,
        policyKey: @escaping FieldPolicyKey,
        load: @escaping Loader
    ) {
        self.collector = FieldCollector(variables: variables)
        self.tracksDependencies = tracksDependencies
        self.isStale = isStale
        self.fieldPolicy = fieldPolicy
        self.policyKey = policyKey
        self.load = load
    }

    /// Reads the object stored under `key` with `type`, as JSON.
    mutating func readObject(_ key: CacheKey, as type: any SelectionSet.Type) throws(GraphQLCacheError) -> JSONObject {
        try readObject(key, as: [type])
    }

    /// Reads `key` and decodes it into `T`.
    mutating func read<T: SelectionSet>(_ type: T.Type, key: CacheKey) throws(GraphQLCacheError) -> T {
        let object = try readObject(key, as: [type])
        do {
            return try T(from: JSONObjectReader(object))
        } catch {
            throw .decoding(error)
        }
    }

    /// The response path of the value being read, e.g. `items.3.owner`, for misses.
    private var pathText: String { path.text }

    private mutating func readObject(_ key: CacheKey, as types: [any SelectionSet.Type]) throws(GraphQLCacheError)
        -> JSONObject
    {
        guard let record = try load(key) ?? emptyRootRecord(key, types) else {
            // Depend on the first field we would have read, so that writing it wakes the watcher.
            let first = types.first.flatMap { collector.fields(of: $0, typename: nil).first }?.cacheKey ?? "__typename"
            if tracksDependencies { dependencies.insert(key, first) }
            throw .missingField(CacheFieldKey(key, first), path: pathText)
        }
        if let isStale, isStale(record) { throw .staleRecord(key, path: pathText) }
        // `__typename` is written first: the hint finds it at once and moves past it.
        var hint = 0
        let typename: String?
        if case .scalar(.string(let name))? = record.value(of: "__typename", hint: &hint) {
            typename = name
        } else {
            typename = nil
            hint = 0
        }
        if types.count == 1 {
            let answer = collector.answer(for: types[0], typename: typename)
            if answer.responseKeysDistinct {
                // One selection set names each response key once: build the object in one
                // allocation, appending without searching it.
                let fields = answer.fields
                var object = JSONObject(reservingCapacity: fields.count + 1)
                if let typename { object.appendNew("__typename", .string(typename)) }
                for position in fields.indices {
                    let json = try fieldJSON(fields, position, of: record, key: key, typename: typename, hint: &hint)
                    object.appendNew(fields[position].field.responseKey, json)
                }
                return object
            }
        }
        var object = JSONObject()
        if let typename { object["__typename"] = .string(typename) }
        // Several selection sets can repeat a response key: merge objects read twice.
        let mayRepeat = types.count > 1
        for type in types {
            let fields = collector.fields(of: type, typename: typename)
            for position in fields.indices {
                let json = try fieldJSON(fields, position, of: record, key: key, typename: typename, hint: &hint)
                let responseKey = fields[position].field.responseKey
                if mayRepeat, case .object(let addition) = json, case .object(var existing)? = object[responseKey] {
                    existing.__merge(addition)
                    object[responseKey] = .object(existing)
                } else {
                    object[responseKey] = json
                }
            }
        }
        return object
    }

    /// The JSON of `fields[position]` read from `record` (nested objects read through their
    /// references), recording the dependency.
    ///
    /// Fields are read in place (`fields[position].…`): copying a `CollectedField` out retains
    /// and releases each of its parts.
    private mutating func fieldJSON(
        _ fields: [CollectedField], _ position: Int, of record: CacheRecord, key: CacheKey, typename: String?,
        hint: inout Int
    ) throws(GraphQLCacheError) -> JSONValue {
        let cacheKey = fields[position].cacheKey
        if tracksDependencies { dependencies.insert(key, cacheKey) }
        let value: CacheValue
        if let stored = record.value(of: cacheKey, hint: &hint) {
            value = stored
        } else if let redirected = try redirect(fields[position], parent: typename ?? key.rawValue) {
            value = redirected
        } else {
            let responseKey = fields[position].field.responseKey
            throw .missingField(CacheFieldKey(key, cacheKey), path: path.text(appending: responseKey))
        }
        if case .scalar(let scalar) = value { return scalar }
        // Only a nested read can fail: the path is needed below this field only.
        path.push(fields[position].field.responseKey)
        defer { path.pop() }
        return try json(value, sets: fields[position].selectionSets)
    }

    private mutating func json(_ value: CacheValue, sets: [any SelectionSet.Type]) throws(GraphQLCacheError)
        -> JSONValue
    {
        switch value {
        case .scalar(let json):
            return json
        case .reference(let key):
            guard !sets.isEmpty else { return .string(key.rawValue) }
            return .object(try readObject(key, as: sets))
        case .list(let items):
            var values: [JSONValue] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                // A scalar element cannot miss: no path to keep for it.
                if case .scalar(let scalar) = item {
                    values.append(scalar)
                    continue
                }
                path.push(index)
                values.append(try json(item, sets: sets))
                path.pop()
            }
            return .array(values)
        }
    }
}
