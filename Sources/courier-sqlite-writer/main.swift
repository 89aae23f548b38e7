import CourierAPI
import CourierGraphQL
import CourierSQLite
import Foundation

// `courier-sqlite-writer FILE`: merges batches of 100 records into the SQLite cache at FILE
// forever, printing `committed N` after each batch commits. The crash-safety test kills it with
// SIGKILL mid-write and checks that every batch it reported is in the file.
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: courier-sqlite-writer FILE\n".utf8))
    exit(2)
}
do {
    let cache = try SQLiteNormalizedCache(fileURL: URL(fileURLWithPath: CommandLine.arguments[1]))
    var batch = 0
    while true {
        var records: [CacheRecord] = []
        for index in 0..<100 {
            let fields: [(String, CacheValue)] = [
                ("batch", .scalar(.number(.integer(Int64(batch))))),
                ("payload", .scalar(.string(String(repeating: "x", count: 200)))),
                ("next", .reference(CacheKey("Item:\(batch).\(index + 1)"))),
            ]
            records.append(CacheRecord(key: CacheKey("Item:\(batch).\(index)"), fields: fields))
        }
        try cache.merge(records)
        FileHandle.standardOutput.write(Data("committed \(batch)\n".utf8))
        batch += 1
    }
} catch {
    FileHandle.standardError.write(Data("courier-sqlite-writer: \(error)\n".utf8))
    exit(1)
}
