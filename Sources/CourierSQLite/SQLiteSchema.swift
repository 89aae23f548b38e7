import CourierGraphQL

/// The cache's file format: identified by `PRAGMA application_id`, versioned by
/// `PRAGMA user_version`, migrated step by step.
enum SQLiteSchema {
    /// "CRCR": marks the file as a Courier cache.
    static let applicationID = 0x4352_4352
    /// The current layout.
    static let currentVersion = 4

    /// Version 1: records without their write time.
    static let version1 = """
        CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, record BLOB NOT NULL);
        """

    /// Creates the current layout in an empty file.
    static func create(_ connection: SQLiteConnection) throws(SQLiteCacheError) {
        try connection.transaction { () throws(SQLiteCacheError) in
            try connection.execute(
                """
                CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, record BLOB NOT NULL, received_at REAL, last_use \
                INTEGER NOT NULL DEFAULT 0);
                CREATE INDEX records_last_use ON records (last_use);
                PRAGMA application_id = \(applicationID);
                PRAGMA user_version = \(currentVersion);
                """)
        }
    }

    /// Brings a file at `version` to ``currentVersion``.
    static func migrate(_ connection: SQLiteConnection, from version: Int) throws(SQLiteCacheError) {
        try connection.transaction { () throws(SQLiteCacheError) in
            var version = version
            while version < currentVersion {
                switch version {
                case 1:
                    // 1 → 2: records remember when they were written (for max-age expiry);
                    // existing ones count as never written (they do not expire).
                    try connection.execute("ALTER TABLE records ADD COLUMN received_at REAL")
                case 2:
                    // 2 → 3: records are re-encoded from JSON text to the binary format.
                    try reencodeJSONRecords(connection)
                case 3:
                    // 3 → 4: a use counter per record, for least-recently-used eviction.
                    try connection.execute(
                        """
                        ALTER TABLE records ADD COLUMN last_use INTEGER NOT NULL DEFAULT 0;
                        CREATE INDEX records_last_use ON records (last_use);
                        """)
                default:
                    throw SQLiteCacheError(.corrupt, message: "unknown schema version \(version)")
                }
                version += 1
            }
            try connection.execute("PRAGMA user_version = \(currentVersion)")
        }
    }

    private static func reencodeJSONRecords(_ connection: SQLiteConnection) throws(SQLiteCacheError) {
        let select = try connection.prepare("SELECT key, record, received_at FROM records")
        let update = try connection.prepare("UPDATE records SET record = ?2 WHERE key = ?1")
        var converted: [(String, [UInt8])] = []
        while try select.step() {
            let key = select.text(0)
            let receivedAt = select.double(2)
            let record = try select.withBlob(1) { bytes throws(SQLiteCacheError) in
                try CacheRecordJSONCoding.decode(bytes, key: CacheKey(key), receivedAt: receivedAt)
            }
            converted.append((key, try CacheRecordBinaryCoding.encode(record)))
        }
        for (key, bytes) in converted {
            update.bind(key, at: 1)
            update.bind(bytes, at: 2)
            try update.run()
        }
    }

    /// Checks the file and creates or migrates its layout.
    static func prepare(_ connection: SQLiteConnection) throws(SQLiteCacheError) {
        // Reading the header is the first access: a file that is not a database fails here.
        let applicationID = try connection.integer("PRAGMA application_id")
        let version = try connection.integer("PRAGMA user_version")
        let tables = try connection.integer("SELECT count(*) FROM sqlite_master")
        if applicationID == 0 && tables == 0 {
            try create(connection)
            return
        }
        guard applicationID == Self.applicationID else {
            throw SQLiteCacheError(
                .foreignDatabase,
                message:
                    "\(connection.path) is an SQLite database of another application (application_id \(applicationID))")
        }
        if version > currentVersion {
            throw SQLiteCacheError(
                .newerSchemaVersion(version),
                message: "\(connection.path) has schema version \(version); this build reads up to \(currentVersion)")
        }
        if version < currentVersion { try migrate(connection, from: version) }
    }
}
