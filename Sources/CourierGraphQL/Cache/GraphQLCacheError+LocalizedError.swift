public import Foundation

extension GraphQLCacheError: LocalizedError {
    /// The ``description``: the missing field or stale record with its response path, or what
    /// failed to decode or store.
    public var errorDescription: String? { description }
}
