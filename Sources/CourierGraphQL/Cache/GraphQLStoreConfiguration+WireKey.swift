import CourierAPI

extension GraphQLStoreConfiguration {
    /// ``cacheKey(for:)`` of a response object read in place (a tree or a tape value): the same
    /// key, building the object's tree only for a ``cacheKeyInfo`` function, which takes one.
    ///
    /// - Parameter object: A response object.
    /// - Returns: The key.
    func cacheKey<Value: GraphQLWireValue>(forWireObject object: Value) -> CacheKey? {
        if cacheKeyInfo != nil, let tree = object.objectTree { return cacheKey(for: tree) }
        guard let typename = object["__typename"]?.stringValue else { return nil }
        let fields = keyFields[typename] ?? objectType(typename)?.keyFields ?? defaultKeyFields
        guard !fields.isEmpty else { return nil }
        return Self.typenameKey(typename, fields.lazy.map { object[$0]?.jsonValue })
    }
}
