/// The cache's file format: identified by `PRAGMA application_id`, versioned by
/// `PRAGMA user_version`, migrated step by step.
enum SQLiteSchema {
    /// "CRCR": marks the file as a Courier cache.
    static let applicationID = 0x4352_4352
    /// The current layout.
    static let currentVersion = 2

    /// Version 1: records without their write time.
    static let version1 = """
        CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, record BLOB NOT NULL);
        """

    /// Creates the current layout in an empty file.
    static func create(_ connection: SQLiteConnection) throws(SQLiteCacheError) {
        try connection.transaction { () throws(SQLiteCacheError) in
            try connection.execute("""
                CREATE TABLE records (key TEXT PRIMARY KEY NOT NULL, record BLOB NOT NULL, received_at REAL);
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
                default:
                    throw SQLiteCacheError(.corrupt, message: "unknown schema version \(version)")
                }
                version += 1
            }
            try connection.execute("PRAGMA user_version = \(currentVersion)")
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
            throw SQLiteCacheError(.foreignDatabase, message: "\(connection.path) is an SQLite database of another application (application_id \(applicationID))")
        }
        if version > currentVersion {
            throw SQLiteCacheError(.newerSchemaVersion(version), message: "\(connection.path) has schema version \(version); this build reads up to \(currentVersion)")
        }
        if version < currentVersion { try migrate(connection, from: version) }
    }
}
