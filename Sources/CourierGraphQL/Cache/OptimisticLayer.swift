public import CourierAPI

/// The identity of an optimistic layer, to replace or roll it back.
public struct OptimisticLayerID: Sendable, Hashable {
    let value: Int
}

/// Records written optimistically, read on top of the storage until removed.
struct OptimisticLayer {
    let id: OptimisticLayerID
    let records: CacheRecordSet

    var changes: CacheChangeSet {
        var keys = CacheChangeSet()
        for record in records.values { keys.insertFields(of: record) }
        return keys
    }
}

extension GraphQLStore {
    /// Adds an optimistic layer holding an operation's expected data (e.g. a mutation's
    /// optimistic result): reads and watchers see it at once, on top of the stored records.
    ///
    /// - Parameters:
    ///   - data: The expected data.
    ///   - operation: The operation.
    /// - Returns: The layer's identity, for ``replaceOptimisticLayer(_:withResponseData:for:)``
    ///   or ``removeOptimisticLayer(_:)``.
    public func addOptimisticLayer<Operation: GraphQLOperation>(data: Operation.Data, for operation: Operation)
        -> OptimisticLayerID
    {
        var normalizer = Normalizer(
            configuration: configuration, variables: operation.__variables, receivedAt: configuration.clock.now())
        normalizer.normalize(data.__json, as: Operation.Data.self, key: .root(for: Operation.operationType))
        return addLayer(normalizer.records)
    }

    /// Adds an optimistic layer holding a fragment's expected data for the record `key`.
    ///
    /// - Parameters:
    ///   - fragment: The expected fragment data.
    ///   - key: The record key.
    ///   - variables: Variables its field arguments use.
    /// - Returns: The layer's identity.
    public func addOptimisticLayer<Fragment: GraphQLFragment>(
        fragment: Fragment, key: CacheKey, variables: JSONObject = JSONObject()
    ) -> OptimisticLayerID {
        var normalizer = Normalizer(
            configuration: configuration, variables: variables, receivedAt: configuration.clock.now())
        normalizer.normalize(fragment.__json, as: Fragment.self, key: key)
        return addLayer(normalizer.records)
    }

    /// Rolls an optimistic layer back (e.g. the mutation failed); watchers see the stored data
    /// again.
    ///
    /// - Parameter id: The layer; an unknown one is ignored.
    public func removeOptimisticLayer(_ id: OptimisticLayerID) {
        guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
        let removed = layers.remove(at: index)
        publish(removed.changes)
    }

    /// Replaces an optimistic layer with the server's response in one step: watchers are
    /// notified once.
    ///
    /// - Parameters:
    ///   - id: The layer.
    ///   - responseData: The response's `data`.
    ///   - operation: The operation it answers.
    /// - Throws: ``GraphQLCacheError/storage(_:)``; the layer is removed either way.
    public func replaceOptimisticLayer<Operation: GraphQLOperation>(
        _ id: OptimisticLayerID, withResponseData responseData: JSONObject, for operation: Operation
    ) throws(GraphQLCacheError) {
        var changed = CacheChangeSet()
        if let index = layers.firstIndex(where: { $0.id == id }) {
            changed = layers.remove(at: index).changes
        }
        let transaction = makeTransaction()
        defer { publish(changed.union(transaction.changedKeys)) }
        try transaction.write(responseData: responseData, for: operation)
    }

    /// The number of optimistic layers.
    public var optimisticLayerCount: Int { layers.count }

    private func addLayer(_ records: CacheRecordSet) -> OptimisticLayerID {
        let id = OptimisticLayerID(value: nextIdentifier)
        nextIdentifier += 1
        let layer = OptimisticLayer(id: id, records: records)
        layers.append(layer)
        publish(layer.changes)
        return id
    }
}
