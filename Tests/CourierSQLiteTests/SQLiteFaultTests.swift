import CSQLite
import CourierAPI
import CourierGraphQL
import CourierSQLite
import Foundation
import Testing

/// Faults while the app runs: the cache file deleted, moved or locked under an open cache.
@Suite("SQLiteNormalizedCache faults while running", .timeLimit(.minutes(1)))
struct SQLiteFaultTests {
    @Test func deletedFileIsReplacedByANewOneAndNothingIsLost() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("cache.sqlite")
        let cache = try SQLiteNormalizedCache(fileURL: url)
        try cache.merge([Records.droid()])
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }

        // The deleted file's records are gone with it: no stale read.
        #expect(try cache.loadRecord(forKey: "Droid:2001") == nil)
        #expect(cache.reopenCount == 1)
        try cache.merge([Records.human("1000", name: "Luke")])
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(try permissions(url) == 0o600)

        // What was written after the deletion is in the file at the path, not in the deleted one.
        let other = try SQLiteNormalizedCache(fileURL: url)
        #expect(try other.allKeys() == ["Human:1000"])
        #expect(try other.loadRecord(forKey: "Human:1000") == Records.human("1000", name: "Luke"))
        #expect(cache.reopenCount == 1)
    }

    @Test func deletedDatabaseWithItsWALLeftBehindStartsClean() throws {
        let url = try TemporaryDirectory().file("cache.sqlite")
        let cache = try SQLiteNormalizedCache(fileURL: url)
        try cache.merge([Records.droid()])
        #expect(FileManager.default.fileExists(atPath: url.path + "-wal"))
        try FileManager.default.removeItem(at: url)

        try cache.merge([Records.human("1000", name: "Luke")])
        #expect(cache.reopenCount == 1)
        let other = try SQLiteNormalizedCache(fileURL: url)
        #expect(try other.allKeys() == ["Human:1000"])
        #expect(try Self.integrityCheck(url) == "ok")
    }

    @Test func movedFileIsLeftAloneAndANewOneStarts() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("cache.sqlite")
        let moved = directory.file("moved.sqlite")
        let cache = try SQLiteNormalizedCache(fileURL: url)
        try cache.merge([Records.droid()])
        try FileManager.default.moveItem(at: url, to: moved)

        try cache.merge([Records.human("1000", name: "Luke")])
        #expect(try SQLiteNormalizedCache(fileURL: url).allKeys() == ["Human:1000"])
        #expect(try Self.keys(in: moved).contains("Human:1000") == false)
    }

    @Test func deletedDirectoryIsATypedErrorThenRecovers() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("cache.sqlite")
        let cache = try SQLiteNormalizedCache(fileURL: url)
        try cache.merge([Records.droid()])
        try FileManager.default.removeItem(at: directory.url)

        let error = try #require(throws: SQLiteCacheError.self) {
            try cache.merge([Records.human("1000", name: "Luke")])
        }
        #expect(error.kind == .cannotOpen)
        #expect(throws: SQLiteCacheError.self) { try cache.recordCount() }

        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try cache.merge([Records.human("1000", name: "Luke")])
        #expect(try cache.allKeys() == ["Human:1000"])
    }

    @Test func lockedByAnotherConnectionIsATypedErrorAndWritesNothing() throws {
        let url = try TemporaryDirectory().file("cache.sqlite")
        let cache = try SQLiteNormalizedCache(fileURL: url, options: .init(busyTimeout: 0.2))
        try cache.merge([Records.droid()])

        let other = try RawConnection(url)
        try other.execute("BEGIN EXCLUSIVE; DELETE FROM records;")
        let started = Date()
        let error = try #require(throws: SQLiteCacheError.self) {
            try cache.merge([Records.human("1000", name: "Luke"), Records.droid(name: "Artoo")])
        }
        #expect(error.kind == .locked)
        #expect(error.code.map { $0 & 0xFF } == SQLITE_BUSY)
        #expect(Date().timeIntervalSince(started) < 4, "the busy timeout bounds the wait")
        // Readers are not blocked in WAL mode, and see neither transaction's uncommitted writes.
        #expect(try cache.loadRecord(forKey: "Droid:2001") == Records.droid())
        #expect(try cache.recordCount() == 1)

        try other.execute("ROLLBACK")
        #expect(try cache.allKeys() == ["Droid:2001"])
        #expect(try cache.loadRecord(forKey: "Droid:2001")?["name"] == .scalar(.string("R2-D2")))
        try cache.merge([Records.human("1000", name: "Luke")])
        #expect(try cache.recordCount() == 2)
    }

    /// A connection in exclusive locking mode (as another app's or a tool's might be) holds the
    /// file when the cache opens: opening fails `.locked` within the busy timeout, then succeeds.
    @Test func fileHeldInExclusiveModeAtOpenIsATypedError() throws {
        let url = try TemporaryDirectory().file("cache.sqlite")
        do {
            let cache = try SQLiteNormalizedCache(fileURL: url)
            try cache.merge([Records.droid()])
        }
        let other = try RawConnection(url)
        try other.execute(
            "PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; UPDATE records SET received_at = 1; COMMIT;")
        let started = Date()
        let error = try #require(throws: SQLiteCacheError.self) {
            _ = try SQLiteNormalizedCache(fileURL: url, options: .init(busyTimeout: 0.1))
        }
        #expect(error.kind == .locked)
        #expect(Date().timeIntervalSince(started) < 4)
        other.close()
        let cache = try SQLiteNormalizedCache(fileURL: url, options: .init(busyTimeout: 0.1))
        #expect(try cache.loadRecord(forKey: "Droid:2001")?.receivedAt == 1)
        #expect(try cache.allKeys() == ["Droid:2001"])
    }

    /// A second process merging into the same file all along: every merge of ours either
    /// commits whole or fails `.locked`, and both processes' batches are whole afterwards.
    ///
    /// The test blocks (pipe reads, lock waits) for seconds, so it runs on a thread of its own:
    /// on the two-thread cooperative pool of a 2-core machine it would otherwise starve the
    /// suite's timing-sensitive tests (seen: a 1 s transport test took 16.5 s).
    @Test func anotherProcessWritingAllAlong() async throws {
        let outcome = try await onOwnThread { try Self.writeAlongsideAnotherProcess() }
        #expect(outcome.committed > 0)
        #expect(outcome.failuresOtherThanLocked.isEmpty)
        #expect(outcome.ours == outcome.committed * 20)
        #expect(outcome.theirs % 100 == 0 && outcome.theirs > 0)
        #expect(outcome.integrity == "ok")
    }

    /// What ``writeAlongsideAnotherProcess()`` saw, checked back in the test's own task.
    struct SharedFileOutcome: Sendable {
        var committed = 0
        var failuresOtherThanLocked: [String] = []
        var ours = 0
        var theirs = 0
        var integrity = ""
    }

    private static func writeAlongsideAnotherProcess() throws -> SharedFileOutcome {
        let url = try TemporaryDirectory().file("shared.sqlite")
        _ = try SQLiteNormalizedCache(fileURL: url)
        let process = Process()
        process.executableURL = try SQLiteCrashTests.writerExecutable()
        process.arguments = [url.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        // Wait for the writer's first commit, so that the two really overlap.
        _ = output.fileHandleForReading.availableData

        var outcome = SharedFileOutcome()
        let cache = try SQLiteNormalizedCache(fileURL: url, options: .init(busyTimeout: 2))
        for round in 0..<10 {
            let records = (0..<20).map { Records.human("\(round).\($0)", name: "round \(round)") }
            do {
                try cache.merge(records)
                outcome.committed += 1
            } catch let error as SQLiteCacheError where error.kind == .locked {
                continue
            } catch {
                outcome.failuresOtherThanLocked.append("\(error)")
            }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let keys = try SQLiteNormalizedCache(fileURL: url).allKeys()
        outcome.ours = keys.filter { $0.rawValue.hasPrefix("Human:") }.count
        outcome.theirs = keys.filter { $0.rawValue.hasPrefix("Item:") }.count
        outcome.integrity = try integrityCheck(url)
        return outcome
    }

    @Test func sideFilesAndRebuiltFilesAreOwnerOnly() throws {
        let url = try TemporaryDirectory().file("cache.sqlite")
        do {
            let cache = try SQLiteNormalizedCache(fileURL: url)
            try cache.merge([Records.droid()])
            for suffix in ["", "-wal", "-shm"] {
                #expect(try permissions(URL(fileURLWithPath: url.path + suffix)) == 0o600, "\(suffix)")
            }
        }
        try Data(repeating: 0x5A, count: 4096).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
        SQLiteTestFiles.removeSideFiles(url)
        let rebuilt = try SQLiteNormalizedCache(fileURL: url, options: .init(rebuildIfUnreadable: true))
        #expect(rebuilt.didRebuild)
        #expect(try permissions(url) == 0o600)
    }

    private func permissions(_ url: URL) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue
    }

    private static func integrityCheck(_ url: URL) throws -> String {
        let connection = try RawConnection(url)
        return try connection.text("PRAGMA integrity_check")
    }

    private static func keys(in url: URL) throws -> [String] {
        let connection = try RawConnection(url)
        return try connection.texts("SELECT key FROM records")
    }
}

/// Runs blocking `body` on a new thread, so that it holds no thread of the cooperative pool.
func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result(catching: body)) }.start()
    }
}

/// Helpers for the files of a cache.
enum SQLiteTestFiles {
    /// Removes a database's -wal and -shm files.
    static func removeSideFiles(_ url: URL) {
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
    }
}

/// A plain sqlite3 connection: another user of the cache file.
final class RawConnection {
    private var db: OpaquePointer?

    init(_ url: URL) throws {
        guard sqlite3_open(url.path, &db) == SQLITE_OK else {
            sqlite3_close(db)
            throw SQLiteCacheError(.cannotOpen, message: "test open")
        }
    }

    deinit { close() }

    func close() {
        sqlite3_close_v2(db)
        db = nil
    }

    func execute(_ sql: String) throws {
        let result = sqlite3_exec(db, sql, nil, nil, nil)
        guard result == SQLITE_OK else {
            throw SQLiteCacheError(.sqlite, code: result, message: String(cString: sqlite3_errmsg(db)))
        }
    }

    func texts(_ sql: String) throws -> [String] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
            throw SQLiteCacheError(.sqlite, message: String(cString: sqlite3_errmsg(db)))
        }
        defer { sqlite3_finalize(statement) }
        var rows: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            rows.append(sqlite3_column_text(statement, 0).map { String(cString: $0) } ?? "")
        }
        return rows
    }

    func text(_ sql: String) throws -> String {
        try texts(sql).first ?? ""
    }
}
