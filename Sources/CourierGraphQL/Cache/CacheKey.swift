/// The key of a record in the normalized cache: `Droid:2001` for an object with key fields, a
/// path such as `QUERY_ROOT.hero(episode:JEDI)` for one without, or a root key.
public struct CacheKey: Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key's text.
    public let rawValue: String
    /// `rawValue`'s hash, computed once: a key is hashed many times (storage look-ups, and each
    /// changed field's ``CacheFieldKey`` in the change sets watchers read), its text only once.
    let hashCode: Int

    /// Creates a key from its text.
    ///
    /// - Parameter rawValue: The key's text, e.g. `Droid:2001`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
        self.hashCode = rawValue.hashValue
    }

    /// Creates a key from a string literal.
    public init(stringLiteral value: String) { self.init(value) }

    /// Keys are equal when their texts are.
    public static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
        lhs.hashCode == rhs.hashCode && lhs.rawValue == rhs.rawValue
    }

    /// Feeds the precomputed hash of the text.
    public func hash(into hasher: inout Hasher) { hasher.combine(hashCode) }

    /// The hash a `Dictionary` or `Set` of keys probes with: the precomputed hash mixed with the
    /// table's seed (``prehashedRawHashValue(_:seed:)``) instead of hashing it with SipHash a
    /// second time; ``hash(into:)`` stays for keys combined into a larger hash.
    public func _rawHashValue(seed: Int) -> Int { prehashedRawHashValue(hashCode, seed: seed) }

    /// The record of the query root type.
    public static let queryRoot: CacheKey = "QUERY_ROOT"
    /// The record of the mutation root type.
    public static let mutationRoot: CacheKey = "MUTATION_ROOT"
    /// The record of the subscription root type.
    public static let subscriptionRoot: CacheKey = "SUBSCRIPTION_ROOT"

    /// The key's text.
    public var description: String { rawValue }

    /// Orders keys by their text.
    public static func < (lhs: CacheKey, rhs: CacheKey) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One field of one record, `Droid:2001.name`: the unit of change the store reports and watchers
/// depend on.
public struct CacheFieldKey: Sendable, Hashable, CustomStringConvertible {
    /// The record's key.
    public let record: CacheKey
    /// The field key within the record, with arguments: `hero(episode:JEDI)`.
    public let field: String

    /// Creates a field key.
    ///
    /// - Parameters:
    ///   - record: The record's key.
    ///   - field: The field key within the record.
    public init(_ record: CacheKey, _ field: String) {
        self.record = record
        self.field = field
    }

    /// `record.field`, e.g. `Droid:2001.name`.
    public var description: String { record.rawValue + "." + field }
}

/// Which record keys a removal applies to.
public struct CacheKeyPattern: Sendable, Hashable {
    /// How the pattern's text is compared with a key.
    public enum Kind: Sendable, Hashable {
        /// The key starts with the text.
        case prefix
        /// The key contains the text.
        case contains
    }

    /// How the text is compared.
    public let kind: Kind
    /// The text, compared exactly (case-sensitively).
    public let text: String

    /// Keys that start with `text`, e.g. `.prefix("Review:")`.
    ///
    /// - Parameter text: The prefix.
    /// - Returns: The pattern.
    public static func prefix(_ text: String) -> CacheKeyPattern { CacheKeyPattern(kind: .prefix, text: text) }

    /// Keys that contain `text`.
    ///
    /// - Parameter text: The text to look for.
    /// - Returns: The pattern.
    public static func contains(_ text: String) -> CacheKeyPattern { CacheKeyPattern(kind: .contains, text: text) }

    /// Whether `key` matches.
    ///
    /// - Parameter key: A record key.
    /// - Returns: `true` when the pattern applies to the key.
    public func matches(_ key: CacheKey) -> Bool {
        switch kind {
        case .prefix: return key.rawValue.hasPrefix(text)
        case .contains: return text.isEmpty || key.rawValue.contains(text)
        }
    }
}
