import CourierAPI

extension GraphQLClient {
    /// Writes the `data` objects of a run of streamed responses to the store, in order: one
    /// store transaction for the run, watchers notified once. A failed write goes to the
    /// configuration's ``GraphQLClientConfiguration/cacheWriteFailureHandler``, as
    /// ``writeToStore(_:for:deliveredTo:)``'s do; the others are still written.
    func writeToStore<Operation: GraphQLOperation>(
        run responses: [GraphQLResponse], for operation: Operation
    ) async {
        guard responses.count > 1 else {
            if let response = responses.first { _ = await writeToStore(response.storage, for: operation) }
            return
        }
        let objects = responses.compactMap { $0.storage?.isObject == true ? $0.storage : nil }
        guard objects.count > 1 else {
            if let object = objects.first { _ = await writeToStore(object, for: operation) }
            return
        }
        for error in await store.write(responseRun: objects, for: operation) {
            configuration.cacheWriteFailureHandler?(error, Operation.operationName)
        }
    }

    /// The WebSocket transport that runs `request` when it goes to `transport` (directly, or as
    /// the half of a ``SplitGraphQLTransport`` that takes it), so that the stream can read its
    /// events from the transport's channel; `nil` for any other transport.
    static func webSocketTransport(
        for request: GraphQLRequest, in transport: (any GraphQLSubscriptionTransport)?
    ) -> WebSocketSubscriptionTransport? {
        if let webSocket = transport as? WebSocketSubscriptionTransport { return webSocket }
        guard let split = transport as? SplitGraphQLTransport else { return nil }
        let half = request.operationType == .subscription ? split.subscriptionTransport : split.incrementalTransport
        return half as? WebSocketSubscriptionTransport
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
