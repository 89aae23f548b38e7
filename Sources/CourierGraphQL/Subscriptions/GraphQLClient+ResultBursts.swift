import CourierAPI

extension GraphQLClient {
    /// Writes the `data` objects of a run of streamed responses to the store, in order: one
    /// store transaction for the run, watchers notified once. A failed write goes to the
    /// configuration's ``GraphQLClientConfiguration/cacheWriteFailureHandler``, as
    /// ``writeToStore(_:for:deliveredTo:)``'s do; the others are still written.
    func writeToStore<Operation: GraphQLOperation>(
        run data: [GraphQLResponse.DataStorage?], for operation: Operation
    ) async {
        let objects = data.compactMap { $0?.isObject == true ? $0 : nil }
        guard objects.count > 1 else {
            if let object = objects.first { _ = await writeToStore(object, for: operation) }
            return
        }
        for error in await store.write(responseRun: objects, for: operation) {
            configuration.cacheWriteFailureHandler?(error, Operation.operationName)
        }
    }

    /// Whether `transport` is a WebSocket transport (directly or as a split transport's
    /// subscription half), whose responses say how many more are queued behind them.
    static func yieldsBursts(_ transport: (any GraphQLSubscriptionTransport)?) -> Bool {
        if transport is WebSocketSubscriptionTransport { return true }
        if let split = transport as? SplitGraphQLTransport {
            return split.subscriptionTransport is WebSocketSubscriptionTransport
        }
        return false
    }
}

extension GraphQLStore {
    /// Writes the `data` objects of a run of responses to `operation` in one transaction, in
    /// order, and notifies the watchers once, for everything the run changed.
    ///
    /// - Returns: The errors of the writes that failed (the others are written).
    func write<Operation: GraphQLOperation>(
        responseRun data: [GraphQLResponse.DataStorage], for operation: Operation
    ) -> [GraphQLCacheError] {
        let transaction = makeTransaction()
        defer { publish(transaction.changedKeys) }
        var failures: [GraphQLCacheError] = []
        for object in data {
            do throws(GraphQLCacheError) {
                try transaction.write(responseData: object, for: operation)
            } catch {
                failures.append(error)
            }
        }
        return failures
    }
}
