import CSQLite
import CourierAPI
import CourierGraphQL
import CourierSQLite
import Foundation
import Testing

@Suite("SQLiteNormalizedCache file handling")
struct SQLiteFileTests {
    @Test func fileIsCreatedOwnerOnlyInWALMode() throws {
        let directory = try TemporaryDirectory()
        let url = directory.file("cache.sqlite")
        let cache = try SQLiteNormalizedCache(fileURL: url)
        try cache.merge([Records.droid()])
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(FileManager.default.fileExists(atPath: url.path + "-wal"))
    }

    @Test func recordsPersistAcrossConnections() throws {
        let url = try TemporaryDirectory().file("cache.sqlite")
        do {
            let cache = try SQLiteNormalizedCache(fileURL: url)
            try cache.merge([Records.droid(), Records.human("1000", name: "Luke")])
        }
        let reopened = try SQLiteNormalizedCache(fileURL: url)
        #expect(try reopened.loadRecord(forKey: "Droid:2001") == Records.droid())
        #expect(try reopened.recordCount() == 2)
    }

    @Test func garbageFileIsACorruptErrorAndCanBeRebuilt() throws {
        let url = try TemporaryDirectory().file("cache.sqlite")
        try Data(repeating: 0x5A, count: 8192).write(to: url)
        #expect {
            _ = try SQLiteNormalizedCache(fileURL: url)
        } throws: { error in
            (error as? SQLiteCacheError)?.kind == .corrupt
        }
        let rebuilt = try SQLiteNormalizedCache(fileURL: url, options: .init(rebuildIfUnreadable: true))
        #expect(rebuilt.didRebuild)
        #expect(try rebuilt.allKeys().isEmpty)
        try rebuilt.merge([Records.droid()])
        #expect(try rebuilt.recordCount() == 1)
    }

    @Test func foreignDatabaseIsRefusedUnlessRebuildIsRequested() throws {
        let url = try TemporaryDirectory().file("other.sqlite")
        try rawSQL(url, "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('keep me');")
        #expect {
            _ = try SQLiteNormalizedCache(fileURL: url)
        } throws: { error in
            (error as? SQLiteCacheError)?.kind == .foreignDatabase
        }
        let rebuilt = try SQLiteNormalizedCache(fileURL: url, options: .init(rebuildIfUnreadable: true))
        #expect(rebuilt.didRebuild)
    }

    @Test func newerSchemaIsRefused() throws {
        let url = try TemporaryDirectory().file("cache.sqlite")
        try rawSQL(
            url,
            "CREATE TABLE records (key TEXT PRIMARY KEY, record BLOB, received_at REAL); "
                + "PRAGMA application_id = \(0x4352_4352); PRAGMA user_version = 99;")
        #expect {
            _ = try SQLiteNormalizedCache(fileURL: url)
        } throws: { error in
            (error as? SQLiteCacheError)?.kind == .newerSchemaVersion(99)
        }
    }

    @Test func version1FileIsMigratedKeepingItsRecords() throws {
        let url = try TemporaryDirectory().file("cache.sqlite")
        try rawSQL(
            url,
            """
            CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, record BLOB NOT NULL);
            INSERT INTO records VALUES ('Human:1000', CAST('{"__typename":"Human","name":"Luke"}' AS BLOB));
            PRAGMA application_id = \(0x4352_4352); PRAGMA user_version = 1;
            """)
        let cache = try SQLiteNormalizedCache(fileURL: url)
        #expect(try cache.loadRecord(forKey: "Human:1000") == Records.human("1000", name: "Luke"))
        try cache.merge([CacheRecord(key: "Human:1000", fields: [("name", .scalar(.string("Luke S")))], receivedAt: 5)])
        #expect(try cache.loadRecord(forKey: "Human:1000")?.receivedAt == 5)
        #expect(try integer(url, "PRAGMA user_version") == 4)
    }

    @Test func damagedRecordIsATypedErrorNotACrash() throws {
        let url = try TemporaryDirectory().file("cache.sqlite")
        let cache = try SQLiteNormalizedCache(fileURL: url)
        try cache.merge([Records.droid()])
        for blob in ["x''", "x'01000000'", "x'0100000002000000616207'", "x'01000000010000006107ffffffff'"] {
            try rawSQL(url, "UPDATE records SET record = \(blob) WHERE key = 'Droid:2001'")
            #expect {
                _ = try cache.loadRecord(forKey: "Droid:2001")
            } throws: { error in
                (error as? SQLiteCacheError)?.kind == .invalidRecord
            }
        }
    }

    private func rawSQL(_ url: URL, _ sql: String) throws {
        var db: OpaquePointer?
        guard sqlite3_open(url.path, &db) == SQLITE_OK else {
            throw SQLiteCacheError(.cannotOpen, message: "test open")
        }
        defer { sqlite3_close(db) }
        let result = sqlite3_exec(db, sql, nil, nil, nil)
        guard result == SQLITE_OK else {
            throw SQLiteCacheError(.sqlite, code: result, message: String(cString: sqlite3_errmsg(db)))
        }
    }

    private func integer(_ url: URL, _ sql: String) throws -> Int {
        var db: OpaquePointer?
        guard sqlite3_open(url.path, &db) == SQLITE_OK else { return -1 }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else { return -1 }
        defer { sqlite3_finalize(statement) }
        guard sqlite3_step(statement) == SQLITE_ROW else { return -1 }
        return Int(sqlite3_column_int64(statement, 0))
    }
}
