import CourierAPI

extension GraphQLStoreConfiguration {
    /// ``cacheKey(for:)`` of a response object read in place (a tree or a tape value), and the one
    /// implementation of its rules: a tape value's tree is built only for a ``cacheKeyInfo``
    /// function, which takes one.
    ///
    /// - Parameter object: A response object.
    /// - Returns: The key, or `nil` to store the object under its path.
    func cacheKey<Value: GraphQLWireValue>(forWireObject object: Value) -> CacheKey? {
        guard let typename = object["__typename"]?.stringValue else { return nil }
        return cacheKey(forWireObject: object, typename: typename, keyFields: keyFieldNames(forTypename: typename))
    }

    /// ``cacheKey(forWireObject:)`` with the object's `__typename` already read and its declared
    /// key fields already looked up (``keyFieldNames(forTypename:)``), for a writer that meets
    /// the same types over and over.
    ///
    /// - Parameters:
    ///   - object: A response object.
    ///   - typename: Its `__typename`.
    ///   - fields: ``keyFieldNames(forTypename:)`` of `typename`.
    /// - Returns: The key, or `nil` to store the object under its path.
    func cacheKey<Value: GraphQLWireValue>(forWireObject object: Value, typename: String, keyFields fields: [String]?)
        -> CacheKey?
    {
        if let cacheKeyInfo, let tree = object.objectTree, let info = cacheKeyInfo(typename, tree) {
            return info.cacheKey(typename: typename)
        }
        guard let fields else { return nil }
        return Self.typenameKey(typename, fields.lazy.map { object[$0]?.jsonValue })
    }

    /// The declared key fields of `typename` (``keyFields``, else the schema metadata's, else —
    /// only without a ``cacheKeyInfo`` function — ``defaultKeyFields``); `nil` when there are none.
    ///
    /// - Parameter typename: An object's `__typename`.
    /// - Returns: The key fields, or `nil` to store such objects under their paths.
    func keyFieldNames(forTypename typename: String) -> [String]? {
        // Most configurations override no type: skip hashing the name then.
        let override = keyFields.isEmpty ? nil : keyFields[typename]
        let fields = override ?? objectType(typename)?.keyFields ?? (cacheKeyInfo == nil ? defaultKeyFields : [])
        return fields.isEmpty ? nil : fields
    }
}

/// The key fields of the few types one write meets, each looked up in the configuration once
/// (a schema's look-up builds its answer on every call).
struct KeyFieldMemo {
    private var entries: [(typename: String, fields: [String]?)] = []

    /// ``GraphQLStoreConfiguration/keyFieldNames(forTypename:)`` of `typename`, remembered.
    mutating func fields(for typename: String, in configuration: GraphQLStoreConfiguration) -> [String]? {
        for entry in entries where entry.typename == typename { return entry.fields }
        let fields = configuration.keyFieldNames(forTypename: typename)
        // A response names a handful of types; past that, compare no further and look up.
        if entries.count < 16 { entries.append((typename, fields)) }
        return fields
    }
}
