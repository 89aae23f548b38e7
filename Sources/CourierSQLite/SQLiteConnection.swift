import CSQLite

/// One sqlite3 connection, owned by one cache (not shared across threads).
final class SQLiteConnection {
    private(set) var handle: OpaquePointer?
    let path: String

    init(path: String, busyTimeout: Double = 5) throws(SQLiteCacheError) {
        self.path = path
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let result = sqlite3_open_v2(path, &db, flags, nil)
        guard result == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(db)
            throw SQLiteCacheError(.cannotOpen, code: result, message: "cannot open \(path): \(message)")
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
        // Another connection's lock is waited for this long, then the operation fails `.locked`.
        // Clamped to [0, 1 day]; NaN counts as 0.
        let seconds = busyTimeout.isNaN ? 0 : min(max(busyTimeout, 0), 86_400)
        sqlite3_busy_timeout(db, Int32((seconds * 1000).rounded()))
    }

    deinit { close() }

    func close() {
        guard let handle else { return }
        sqlite3_close_v2(handle)
        self.handle = nil
    }

    /// The error for the result code `code`, classified.
    func error(_ code: Int32, _ context: String) -> SQLiteCacheError {
        let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "closed"
        let primary = code & 0xFF
        let kind: SQLiteCacheError.Kind =
            switch primary {
            case SQLITE_NOTADB, SQLITE_CORRUPT: .corrupt
            case SQLITE_BUSY, SQLITE_LOCKED: .locked
            default: .sqlite
            }
        return SQLiteCacheError(kind, code: code, message: "\(context): \(message)")
    }

    /// Runs SQL without results.
    func execute(_ sql: String) throws(SQLiteCacheError) {
        let result = sqlite3_exec(handle, sql, nil, nil, nil)
        guard result == SQLITE_OK else { throw error(result, sql) }
    }

    /// Prepares a statement.
    func prepare(_ sql: String) throws(SQLiteCacheError) -> SQLiteStatement {
        var statement: OpaquePointer?
        let result = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard result == SQLITE_OK, let statement else { throw error(result, "prepare \(sql)") }
        return SQLiteStatement(statement, connection: self)
    }

    /// The integer a one-row, one-column query returns (a `PRAGMA`, a count).
    func integer(_ sql: String) throws(SQLiteCacheError) -> Int {
        let statement = try prepare(sql)
        guard try statement.step() else { return 0 }
        return Int(statement.int64(0))
    }

    /// Runs `body` in one write transaction: committed when it returns, rolled back when it throws.
    func transaction<T>(_ body: () throws(SQLiteCacheError) -> T) throws(SQLiteCacheError) -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}

/// A prepared statement, reset after each use.
final class SQLiteStatement {
    private let statement: OpaquePointer
    private unowned let connection: SQLiteConnection

    init(_ statement: OpaquePointer, connection: SQLiteConnection) {
        self.statement = statement
        self.connection = connection
    }

    deinit { sqlite3_finalize(statement) }

    func reset() {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
    }

    func bind(_ text: String, at index: Int32) {
        sqlite3_bind_text(statement, index, text, -1, courier_sqlite_transient())
    }

    func bind(_ bytes: [UInt8], at index: Int32) {
        bytes.withUnsafeBytes { buffer in
            _ = sqlite3_bind_blob(statement, index, buffer.baseAddress, Int32(buffer.count), courier_sqlite_transient())
        }
    }

    /// Binds `text` at `index` without SQLite copying it, runs `body` (which steps the statement
    /// and reads what it needs), then resets the statement, which drops the binding while `text`
    /// is still alive. Saves a copy (an allocation) per bound key on the merge path.
    func withText<T>(_ text: String, at index: Int32, _ body: () throws(SQLiteCacheError) -> T)
        throws(SQLiteCacheError) -> T
    {
        var text = text
        let result = text.withUTF8 { utf8 -> Result<T, SQLiteCacheError> in
            defer { reset() }
            if let base = utf8.baseAddress {
                base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { characters in
                    _ = sqlite3_bind_text(statement, index, characters, Int32(utf8.count), nil)
                }
            } else {
                bind("", at: index)
            }
            do throws(SQLiteCacheError) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Binds `bytes` at `index` without SQLite copying them, steps to the end, then resets (as
    /// ``run()`` does) while `bytes` is still alive.
    func run(bindingBlob bytes: [UInt8], at index: Int32) throws(SQLiteCacheError) {
        let result = bytes.withUnsafeBytes { buffer -> Result<Void, SQLiteCacheError> in
            defer { reset() }
            _ = sqlite3_bind_blob(statement, index, buffer.baseAddress, Int32(buffer.count), nil)
            do throws(SQLiteCacheError) {
                while try step() {}
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    func bind(_ value: Int64, at index: Int32) {
        sqlite3_bind_int64(statement, index, value)
    }

    func bind(_ value: Double?, at index: Int32) {
        if let value { sqlite3_bind_double(statement, index, value) } else { sqlite3_bind_null(statement, index) }
    }

    /// Steps once: `true` with a row, `false` when done.
    func step() throws(SQLiteCacheError) -> Bool {
        let result = sqlite3_step(statement)
        if result == SQLITE_ROW { return true }
        if result == SQLITE_DONE { return false }
        throw connection.error(result, "step")
    }

    /// Steps to the end, then resets.
    func run() throws(SQLiteCacheError) {
        defer { reset() }
        while try step() {}
    }

    func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }

    func double(_ column: Int32) -> Double? {
        sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : sqlite3_column_double(statement, column)
    }

    func text(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(statement, column) else { return "" }
        return String(cString: pointer)
    }

    /// The blob in `column` handed to `body` without copying.
    func withBlob<T>(_ column: Int32, _ body: (UnsafeRawBufferPointer) throws(SQLiteCacheError) -> T)
        throws(SQLiteCacheError) -> T
    {
        let pointer = sqlite3_column_blob(statement, column)
        let count = Int(sqlite3_column_bytes(statement, column))
        return try body(UnsafeRawBufferPointer(start: pointer, count: count))
    }
}
