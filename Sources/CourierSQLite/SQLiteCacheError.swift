/// Why the SQLite cache could not open its file or complete an operation.
public struct SQLiteCacheError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure.
    public enum Kind: Sendable, Hashable {
        /// The file could not be created or opened (permissions, missing directory…).
        case cannotOpen
        /// The file is not an SQLite database, or its pages are damaged.
        case corrupt
        /// The file is an SQLite database that another application wrote.
        case foreignDatabase
        /// The file was written by a newer version of this cache (its schema version is higher).
        case newerSchemaVersion(Int)
        /// A record in the file could not be decoded.
        case invalidRecord
        /// Another connection or process held a lock on the file for longer than
        /// ``SQLiteNormalizedCache/Options/busyTimeout``; nothing was written, and the operation
        /// may succeed later.
        case locked
        /// SQLite reported an error.
        case sqlite
    }

    /// The kind of failure.
    public let kind: Kind
    /// SQLite's result code, when SQLite reported the error.
    public let code: Int32?
    /// A description including SQLite's message.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: The kind of failure.
    ///   - code: SQLite's result code, if any.
    ///   - message: A description.
    public init(_ kind: Kind, code: Int32? = nil, message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }

    /// Whether ``SQLiteNormalizedCache/Options/rebuildIfUnreadable`` would replace the file.
    public var isUnreadableFile: Bool {
        switch kind {
        case .corrupt, .foreignDatabase, .newerSchemaVersion: return true
        case .cannotOpen, .invalidRecord, .locked, .sqlite: return false
        }
    }

    /// A one-line description.
    public var description: String {
        "SQLite cache: \(message)" + (code.map { " (SQLite code \($0))" } ?? "")
    }
}
