public import CourierAPI

/// Why the normalized cache could not answer a read or complete a write.
public enum GraphQLCacheError: Error, Sendable, CustomStringConvertible {
    /// A field the selection set needs is not in the cache: a cache miss.
    ///
    /// - Parameters:
    ///   - field: The record field that is missing, e.g. `Droid:2001.name`.
    ///   - path: The response path of the missing field, e.g. `hero.friends.0.name`.
    case missingField(CacheFieldKey, path: String)
    /// A record the read needs is older than its maximum age.
    ///
    /// - Parameters:
    ///   - record: The stale record.
    ///   - path: The response path at which it was reached.
    case staleRecord(CacheKey, path: String)
    /// The cached data did not decode into the generated type.
    case decoding(GraphQLDecodingError)
    /// The storage failed; the message describes the underlying error.
    case storage(String)

    /// Whether the error is a miss (missing field or stale record) rather than a failure.
    public var isMiss: Bool {
        switch self {
        case .missingField, .staleRecord: return true
        case .decoding, .storage: return false
        }
    }

    /// A one-line description.
    public var description: String {
        switch self {
        case .missingField(let field, let path): return "cache miss: \(field) (at \(path.isEmpty ? "<root>" : path))"
        case .staleRecord(let key, let path): return "stale record \(key) (at \(path.isEmpty ? "<root>" : path))"
        case .decoding(let error): return "cached data did not decode: \(error)"
        case .storage(let message): return "cache storage failed: \(message)"
        }
    }

    static func wrapping(_ error: any Error) -> GraphQLCacheError {
        if let error = error as? GraphQLCacheError { return error }
        return .storage(String(describing: error))
    }
}
