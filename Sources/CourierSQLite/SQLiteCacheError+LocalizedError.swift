public import Foundation

extension SQLiteCacheError: LocalizedError {
    /// The ``description``: the kind, SQLite's result code and message.
    public var errorDescription: String? { description }
}
