import CourierAPI

extension CacheTransaction {
    /// Writes several responses' `data` for one operation (a burst of subscription results, say)
    /// as one batch: normalized together, later responses winning field by field, and merged
    /// into the storage once — one look-up per record and one SQLite transaction, however many
    /// responses.
    ///
    /// The records stored afterwards are the ones writing the responses one after another would
    /// leave. The change set is the fields whose stored value differs from before the batch (or
    /// that appeared): a field one response changes and a later one changes back is not in it.
    ///
    /// - Parameters:
    ///   - batch: The responses' `data` objects, oldest first.
    ///   - operation: The operation they answer.
    /// - Returns: The fields that changed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``; nothing of the batch is written then.
    @discardableResult
    func write<Operation: GraphQLOperation>(
        responseDataBatch batch: some Sequence<GraphQLResponse.DataStorage>, for operation: Operation
    ) throws(GraphQLCacheError) -> CacheChangeSet {
        let key = CacheKey.root(for: Operation.operationType)
        var normalizer = makeNormalizer(variables: operation.__variables)
        for data in batch {
            switch data {
            case .tree(let value): normalizer.normalize(object: value, as: Operation.Data.self, key: key)
            case .tape(let value): normalizer.normalize(object: value, as: Operation.Data.self, key: key)
            }
        }
        keepMemos(of: normalizer)
        return try merge(normalizer.batch)
    }
}

extension GraphQLStore {
    /// Writes a burst of responses to one operation as one batch
    /// (``CacheTransaction/write(responseDataBatch:for:)``) and notifies watchers once.
    ///
    /// - Parameters:
    ///   - batch: The responses' `data` objects, oldest first.
    ///   - operation: The operation they answer.
    ///   - watch: The client's watcher that delivers these results itself, if any (see
    ///     ``write(responseData:for:deliveredTo:)``).
    /// - Returns: The watch's generation after the write, when there is a watch.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    func write<Operation: GraphQLOperation>(
        responseDataBatch batch: some Sequence<GraphQLResponse.DataStorage>, for operation: Operation,
        deliveredTo watch: Int?
    ) throws(GraphQLCacheError) -> Int? {
        let transaction = makeTransaction()
        defer { publish(transaction.changedKeys, silenced: watch) }
        try transaction.write(responseDataBatch: batch, for: operation)
        return watch.flatMap { watchers[$0]?.generation }
    }
}
