import CourierAPI
import CourierGraphQL
import CourierSQLite
import Foundation
import Testing

/// The storages the behaviour suite runs against.
enum StorageKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case memory
    case sqlite

    var testDescription: String { rawValue }

    /// A new, empty storage (SQLite in a fresh temporary file).
    func make(maximumRecordCount: Int? = nil) throws -> any NormalizedCache {
        switch self {
        case .memory:
            return InMemoryNormalizedCache(maximumRecordCount: maximumRecordCount)
        case .sqlite:
            return try SQLiteNormalizedCache(
                fileURL: TemporaryDirectory().file("cache.sqlite"),
                options: .init(maximumRecordCount: maximumRecordCount))
        }
    }
}

/// A fresh temporary directory (left for the OS to clean up).
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("courier-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
}

/// Sample records.
enum Records {
    static func droid(name: String = "R2-D2", friends: [CacheKey] = ["Human:1000"]) -> CacheRecord {
        CacheRecord(
            key: "Droid:2001",
            fields: [
                ("__typename", .scalar(.string("Droid"))),
                ("name", .scalar(.string(name))),
                ("friends", .list(friends.map(CacheValue.reference))),
                ("meta", .scalar(.object(["$r": .string("not a reference"), "n": .number(.integer(1))]))),
                ("tags", .scalar(.array([.string("a"), .null]))),
                ("rating", .scalar(.number(.double(4.5)))),
            ], receivedAt: 100)
    }

    static func human(_ id: String, name: String) -> CacheRecord {
        CacheRecord(
            key: CacheKey("Human:\(id)"),
            fields: [("__typename", .scalar(.string("Human"))), ("name", .scalar(.string(name)))])
    }
}
