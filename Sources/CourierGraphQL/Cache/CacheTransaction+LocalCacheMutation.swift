public import CourierAPI

/// Local cache mutations: generated mutable models read from the cache, changed in place and
/// written back.
extension CacheTransaction {
    /// Reads a local cache mutation's data.
    ///
    /// - Parameters:
    ///   - mutation: The local cache mutation (its variables select the fields' arguments).
    ///   - allowingStale: Whether records older than their maximum age may answer.
    /// - Returns: The mutable data.
    /// - Throws: ``GraphQLCacheError`` — `missingField`/`staleRecord` for a miss.
    public func read<Mutation: LocalCacheMutation>(query mutation: Mutation, allowingStale: Bool = false)
        throws(GraphQLCacheError) -> Mutation.Data
    {
        var reader = makeReader(variables: mutation.__variables, tracking: false, allowingStale: allowingStale)
        return try reader.read(Mutation.Data.self, key: .root(for: Mutation.operationType))
    }

    /// Writes a local cache mutation's data: its root fields under the root record, keyed objects
    /// to their own records.
    ///
    /// - Parameters:
    ///   - data: The data.
    ///   - mutation: The local cache mutation.
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    @discardableResult
    public func write<Mutation: LocalCacheMutation>(data: Mutation.Data, for mutation: Mutation)
        throws(GraphQLCacheError) -> CacheChangeSet
    {
        try write(
            json: data.__json, as: Mutation.Data.self, key: .root(for: Mutation.operationType),
            variables: mutation.__variables)
    }

    /// Reads a local cache mutation, lets `body` change its mutable data in place, and writes it
    /// back; watchers of the changed fields are notified once, when the transaction ends.
    ///
    /// ```swift
    /// try store.perform { transaction in
    ///     try transaction.update(query: RenameUserLocalMutation(id: "7")) { data in
    ///         data.user?.name = "Ada"
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - mutation: The local cache mutation.
    ///   - body: Changes the data.
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError`` when the read misses or the write fails; what `body` throws.
    @discardableResult
    public func update<Mutation: LocalCacheMutation>(
        query mutation: Mutation, _ body: (inout Mutation.Data) throws -> Void
    ) throws -> CacheChangeSet {
        var data = try read(query: mutation, allowingStale: true)
        try body(&data)
        return try write(data: data, for: mutation)
    }

    /// Reads the fragment stored for `key`, lets `body` change it in place (a fragment marked
    /// `@apollo_client_ios_localCacheMutation` is generated mutable), and writes it back.
    ///
    /// - Parameters:
    ///   - fragment: The generated fragment type.
    ///   - key: The object's record key, e.g. `User:7`.
    ///   - variables: Variables the fragment's field arguments use.
    ///   - body: Changes the fragment.
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError`` when the read misses or the write fails; what `body` throws.
    @discardableResult
    public func updateFragment<Fragment: GraphQLFragment>(
        _ fragment: Fragment.Type, key: CacheKey, variables: JSONObject = JSONObject(),
        _ body: (inout Fragment) throws -> Void
    ) throws -> CacheChangeSet {
        var value = try readFragment(fragment, key: key, variables: variables, allowingStale: true)
        try body(&value)
        return try writeFragment(value, key: key, variables: variables)
    }
}
