/// The record fields a watcher's last read touched, kept compact: each `record.field` as one
/// 64-bit hash (8 bytes per field instead of two strings), so a 100k-object result costs a few
/// megabytes.
///
/// Hash collisions can only make a watcher re-read when it need not; the re-read finds the same
/// value and emits nothing, so they never lose or duplicate an update.
struct DependencySet {
    /// One `record.field` hash; a set of them probes with it directly instead of hashing it again.
    struct FieldHash: Hashable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
        func _rawHashValue(seed: Int) -> Int { prehashedRawHashValue(value, seed: seed) }
    }

    private(set) var hashes = Set<FieldHash>()

    /// The record key contributes its cached hash, so only the field name is hashed here.
    static func hash(_ record: CacheKey, _ field: String) -> FieldHash {
        var hasher = Hasher()
        hasher.combine(record)
        hasher.combine(field)
        return FieldHash(value: hasher.finalize())
    }

    static func hash(_ key: CacheFieldKey) -> FieldHash { hash(key.record, key.field) }

    var count: Int { hashes.count }

    mutating func insert(_ record: CacheKey, _ field: String) {
        hashes.insert(Self.hash(record, field))
    }

    /// Whether any of `changed` (hashed with ``hash(_:)``) is a dependency.
    func intersects(_ changed: Set<FieldHash>) -> Bool {
        if changed.count <= hashes.count {
            return changed.contains { hashes.contains($0) }
        }
        return hashes.contains { changed.contains($0) }
    }
}
