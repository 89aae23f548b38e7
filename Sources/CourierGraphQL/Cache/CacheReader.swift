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
        var object = JSONObject()
        let typename: String?
        if case .scalar(.string(let name))? = record["__typename"] {
            typename = name
            object["__typename"] = .string(name)
        } else {
            typename = nil
        }
        // One selection set names each response key once: only several sets can repeat one.
        let mayRepeat = types.count > 1
        var hint = 0
        for type in types {
            let fields = collector.fields(of: type, typename: typename)
            // Fields are read in place (`fields[position].…`): copying a `CollectedField` out
            // retains and releases each of its parts.
            for position in fields.indices {
                let cacheKey = fields[position].cacheKey
                if tracksDependencies { dependencies.insert(key, cacheKey) }
                let responseKey = fields[position].field.responseKey
                let value: CacheValue
                if let stored = record.value(of: cacheKey, hint: &hint) {
                    value = stored
                } else if let redirected = try redirect(fields[position], parent: typename ?? key.rawValue) {
                    value = redirected
                } else {
                    throw .missingField(CacheFieldKey(key, cacheKey), path: path.text(appending: responseKey))
                }
                let json: JSONValue
                if case .scalar(let scalar) = value {
                    json = scalar
                } else {
                    // Only a nested read can fail: the path is needed below this field only.
                    path.push(responseKey)
                    json = try self.json(value, sets: fields[position].selectionSets)
                    path.pop()
                }
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
                path.push(index)
                values.append(try json(item, sets: sets))
                path.pop()
            }
            return .array(values)
        }
    }
}
