/// How the normalized cache resolves a field to a keyed object without having stored the field
/// itself: `user(id: 7)` reads the record `User:7` that another query wrote (Apollo's
/// `@fieldPolicy(forField:keyArgs:)`).
///
/// The record's key is `Typename:` followed by the values of ``keyArguments`` joined by `/`, the
/// way the cache keys objects by their key fields; a list argument resolves a list field to one
/// record per element.
public struct FieldPolicy: Sendable, Hashable {
    /// The arguments whose values make up the key, in the order of the type's key fields.
    public var keyArguments: [String]
    /// The object types the record may have, tried in order: the field's type, or the object types
    /// of an interface or union.
    public var typenames: [String]

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - keyArguments: The arguments whose values make up the key.
    ///   - typenames: The object types the keyed record may have.
    public init(keyArguments: [String], typenames: [String]) {
        self.keyArguments = keyArguments
        self.typenames = typenames
    }
}
