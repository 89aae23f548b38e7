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
    private var path: [String] = []
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

    private var pathText: String { path.joined(separator: ".") }

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
        for type in types {
            for collected in collector.fields(of: type, typename: typename) {
                if tracksDependencies { dependencies.insert(key, collected.cacheKey) }
                let responseKey = collected.field.responseKey
                path.append(responseKey)
                let value: CacheValue
                if let stored = record[collected.cacheKey] {
                    value = stored
                } else if let redirected = try redirect(collected, parent: typename ?? key.rawValue) {
                    value = redirected
                } else {
                    throw .missingField(CacheFieldKey(key, collected.cacheKey), path: pathText)
                }
                let json = try self.json(value, sets: collected.selectionSets)
                path.removeLast()
                if case .object(let addition) = json, case .object(var existing)? = object[responseKey] {
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
                path.append(String(index))
                values.append(try json(item, sets: sets))
                path.removeLast()
            }
            return .array(values)
        }
    }
}
