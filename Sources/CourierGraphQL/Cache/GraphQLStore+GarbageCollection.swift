/// Garbage collection: removing records no root reaches.
extension GraphQLStore {
    /// Removes every record that no reference chain from `QUERY_ROOT`, `MUTATION_ROOT` or
    /// `SUBSCRIPTION_ROOT` reaches (optimistic layers are not roots).
    ///
    /// - Returns: The keys removed.
    /// - Throws: ``GraphQLCacheError/storage(_:)``.
    @discardableResult
    public func collectGarbage() throws(GraphQLCacheError) -> Set<CacheKey> {
        do {
            var reached = Set<CacheKey>()
            var frontier: Set<CacheKey> = [.queryRoot, .mutationRoot, .subscriptionRoot]
            while !frontier.isEmpty {
                reached.formUnion(frontier)
                var next = Set<CacheKey>()
                for record in try cache.loadRecords(forKeys: frontier).values {
                    for (_, value) in record.fields { Self.collectReferences(value, into: &next) }
                }
                frontier = next.subtracting(reached)
            }
            let unreachable = try cache.allKeys().subtracting(reached)
            try cache.removeRecords(forKeys: unreachable)
            return unreachable
        } catch {
            throw .wrapping(error)
        }
    }

    private static func collectReferences(_ value: CacheValue, into keys: inout Set<CacheKey>) {
        switch value {
        case .scalar: return
        case .reference(let key): keys.insert(key)
        case .list(let items): for item in items { collectReferences(item, into: &keys) }
        }
    }
}
