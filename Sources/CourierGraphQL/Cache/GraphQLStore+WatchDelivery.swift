import CourierAPI

extension GraphQLStore {
    /// Writes a response's raw `data` fetched by the client's watcher `watch`, which delivers the
    /// result itself: the other watchers are notified as by ``write(responseData:for:)``, while
    /// `watch` re-reads silently, so that it receives the result once and not again as a store
    /// change.
    ///
    /// - Parameters:
    ///   - responseData: The response's `data`.
    ///   - operation: The operation it answers.
    ///   - watch: The identifier ``watchUpdates(query:)`` returned.
    /// - Returns: The watch's generation after the write (its emissions up to that generation
    ///   are older than this result), or `nil` when the watch has ended.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    func write<Operation: GraphQLOperation>(
        responseData: JSONObject,
        for operation: Operation,
        deliveredTo watch: Int
    ) throws(GraphQLCacheError) -> Int? {
        let transaction = makeTransaction()
        do {
            try transaction.write(responseData: responseData, for: operation)
        } catch {
            publish(transaction.changedKeys, silenced: watch)
            throw error
        }
        publish(transaction.changedKeys, silenced: watch)
        return watchers[watch]?.generation
    }
}
