import CourierAPI

extension CacheTransaction {
    /// Normalizes the object `object` (a tree, or a response's tape read in place) with `type`
    /// into the record `key` and merges the records into the storage.
    ///
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    func write<Value: GraphQLWireValue>(
        wireObject object: Value, as type: any SelectionSet.Type, key: CacheKey, variables: JSONObject
    ) throws(GraphQLCacheError) -> CacheChangeSet {
        var normalizer = makeNormalizer(variables: variables)
        normalizer.normalize(object: object, as: type, key: key)
        keepMemos(of: normalizer)
        return try merge(normalizer.batch)
    }

    /// Merges normalized records into the storage in one call (one SQLite transaction) and
    /// records what changed.
    ///
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    func merge(_ batch: CacheRecordBatch) throws(GraphQLCacheError) -> CacheChangeSet {
        let changed: CacheChangeSet
        do { changed = try cache.merge(batch: batch) } catch { throw .wrapping(error) }
        changedKeys.formUnion(changed)
        return changed
    }

    /// Writes a response's `data` object as it came off the wire (a tree or a tape value).
    @discardableResult
    func write<Operation: GraphQLOperation>(
        responseData: GraphQLResponse.DataStorage, for operation: Operation
    ) throws(GraphQLCacheError) -> CacheChangeSet {
        let key = CacheKey.root(for: Operation.operationType)
        switch responseData {
        case .tree(let value):
            return try write(wireObject: value, as: Operation.Data.self, key: key, variables: operation.__variables)
        case .tape(let value):
            return try write(wireObject: value, as: Operation.Data.self, key: key, variables: operation.__variables)
        }
    }
}
