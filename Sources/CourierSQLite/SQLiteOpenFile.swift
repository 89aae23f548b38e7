import CSQLite
import Foundation

/// An open cache file: its connection and the statements prepared on it. Replaced as a whole
/// when the file is deleted or moved away under the cache.
final class SQLiteOpenFile {
    let connection: SQLiteConnection
    let select: SQLiteStatement
    let insert: SQLiteStatement
    let update: SQLiteStatement
    let updateKeepingUse: SQLiteStatement
    let delete: SQLiteStatement
    let touch: SQLiteStatement

    /// Opens (creating if needed) the file at `path` and prepares the statements.
    ///
    /// - Parameters:
    ///   - path: The database file.
    ///   - busyTimeout: How long to wait for another connection's lock.
    /// - Throws: ``SQLiteCacheError``.
    init(path: String, busyTimeout: TimeInterval) throws(SQLiteCacheError) {
        // Create the file owner-only before SQLite does; its -wal and -shm files copy the mode.
        let descriptor = Foundation.open(path, O_CREAT | O_RDWR, 0o600)
        guard descriptor >= 0 else {
            throw SQLiteCacheError(.cannotOpen, message: "cannot create \(path): \(String(cString: strerror(errno)))")
        }
        Foundation.close(descriptor)
        let connection = try SQLiteConnection(path: path, busyTimeout: busyTimeout)
        try SQLiteSchema.prepare(connection)
        try connection.execute("PRAGMA journal_mode = WAL")
        try connection.execute("PRAGMA synchronous = NORMAL")
        self.connection = connection
        select = try connection.prepare("SELECT record, received_at, rowid, last_use FROM records WHERE key = ?1")
        // A merge has just looked each record up: it inserts a new one and updates an existing
        // one by the rowid it found, without searching the key index again as an upsert would.
        insert = try connection.prepare(
            "INSERT INTO records (key, record, received_at, last_use) VALUES (?1, ?2, ?3, ?4)")
        update = try connection.prepare(
            "UPDATE records SET record = ?2, received_at = ?3, last_use = ?4 WHERE rowid = ?1")
        // Leaves `last_use` (and so its index) alone: see `SQLiteUseClock`.
        updateKeepingUse = try connection.prepare(
            "UPDATE records SET record = ?2, received_at = ?3 WHERE rowid = ?1")
        delete = try connection.prepare("DELETE FROM records WHERE key = ?1")
        touch = try connection.prepare("UPDATE records SET last_use = ?2 WHERE key = ?1")
    }

    /// Whether the file this connection has open is no longer at its path (deleted, or moved
    /// away and perhaps replaced): writes to it would be lost.
    var hasMoved: Bool {
        var moved: Int32 = 0
        let result = sqlite3_file_control(connection.handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved)
        return result == SQLITE_OK && moved != 0
    }

    /// Removes the files of a database at `path` (the database, its WAL, shared memory and journal).
    ///
    /// - Parameters:
    ///   - path: The database file.
    ///   - includingDatabase: Whether the database file itself goes too (otherwise only the
    ///     side files, which belong to a database that is no longer there).
    static func removeFiles(at path: String, includingDatabase: Bool) {
        for suffix in (includingDatabase ? [""] : []) + ["-wal", "-shm", "-journal"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}
