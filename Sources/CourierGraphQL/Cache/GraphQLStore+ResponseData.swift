import CourierAPI

extension GraphQLStore {
    /// Writes a response's `data` object as the client received it (on its tape, usually) and
    /// notifies watchers, as ``write(responseData:for:)`` does for a tree.
    ///
    /// - Parameters:
    ///   - responseData: The response's `data`, an object.
    ///   - operation: The operation it answers.
    ///   - watch: The client's watcher that delivers this result itself, if any (see
    ///     ``write(responseData:for:deliveredTo:)``).
    /// - Returns: The watch's generation after the write, when there is a watch.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    func write<Operation: GraphQLOperation>(
        responseData: GraphQLResponse.DataStorage, for operation: Operation, deliveredTo watch: Int?
    ) throws(GraphQLCacheError) -> Int? {
        let transaction = makeTransaction()
        defer { publish(transaction.changedKeys, silenced: watch) }
        try transaction.write(responseData: responseData, for: operation)
        return watch.flatMap { watchers[$0]?.generation }
    }
}
