import CourierAPI

/// Looks up the field policy of a field by its parent's `__typename` (or root record key) and name.
typealias FieldPolicyLookup = @Sendable (_ typename: String, _ field: String) -> FieldPolicy?

/// The key of the record a field policy points at, from a candidate `__typename` and the policy's
/// key arguments (names and values); `nil` when the values cannot form a key.
typealias FieldPolicyKey = (_ typename: String, _ arguments: [(name: String, value: JSONValue)]) -> CacheKey?

extension CacheReader {
    /// The keyed record(s) a field policy resolves a field to, when the parent's record lacks the
    /// field: `user(id: 7)` becomes a reference to `User:7` when that record exists (a list
    /// argument gives a list of references, all of which must exist). `nil` when there is no
    /// policy, an argument is missing, or a record is not there: the read is then a miss.
    mutating func redirect(_ collected: CollectedField, parent: String) throws(GraphQLCacheError) -> CacheValue? {
        guard let fieldPolicy, let policy = fieldPolicy(parent, collected.field.name), !policy.keyArguments.isEmpty
        else { return nil }
        var values: [(name: String, value: JSONValue)] = []
        for name in policy.keyArguments {
            guard let value = collected.field.arguments[name]?.resolved(collector.variables) else { return nil }
            values.append((name, value))
        }
        // One list argument keys one record per element; the other arguments are shared.
        if let listIndex = values.firstIndex(where: { if case .array = $0.value { true } else { false } }),
            case .array(let items) = values[listIndex].value
        {
            var references: [CacheValue] = []
            for item in items {
                var parts = values
                parts[listIndex].value = item
                guard let reference = try existingRecord(policy.typenames, parts) else { return nil }
                references.append(reference)
            }
            return .list(references)
        }
        return try existingRecord(policy.typenames, values)
    }

    /// An empty stand-in for a root record nothing was written to yet, when a field policy may
    /// answer one of the fields read from it (a fresh store holding only keyed records); `nil`
    /// otherwise, so that the read stays a miss.
    mutating func emptyRootRecord(_ key: CacheKey, _ types: [any SelectionSet.Type]) -> CacheRecord? {
        guard let fieldPolicy, key == .queryRoot || key == .mutationRoot || key == .subscriptionRoot else { return nil }
        for type in types {
            for collected in collector.fields(of: type, typename: nil)
            where fieldPolicy(key.rawValue, collected.field.name) != nil {
                return CacheRecord(key: key)
            }
        }
        return nil
    }

    /// A reference to the first record that exists among the keys the store gives each type name
    /// with these argument values (``GraphQLStoreConfiguration/fieldPolicyKey(typename:arguments:)``:
    /// `Typename:values`, or a ``CacheKeyInfo`` group's key). A watcher depends on the records
    /// tried, so that writing one later answers its miss.
    private mutating func existingRecord(
        _ typenames: [String], _ values: [(name: String, value: JSONValue)]
    ) throws(GraphQLCacheError) -> CacheValue? {
        for typename in typenames {
            guard let key = policyKey(typename, values) else { return nil }
            if try load(key) != nil { return .reference(key) }
            if tracksDependencies { dependencies.insert(key, "__typename") }
        }
        return nil
    }
}
