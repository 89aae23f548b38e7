public import CourierAPI

/// The identity a ``GraphQLStoreConfiguration/cacheKeyInfo`` function gives a response object:
/// its id, and optionally the group of types whose ids share one key space.
///
/// The object's key is `group:id`, or `Typename:id` without a group: with
/// `uniqueKeyGroup: "Node"` a `Human` and a `Droid` with the same id are one record, so ids must
/// be unique across every type of a group.
public struct CacheKeyInfo: Sendable, Hashable {
    /// The object's id within its group (or type), e.g. `2001`.
    public var id: String
    /// The key space shared by several types, e.g. `Node`; `nil` keys by `__typename`.
    public var uniqueKeyGroup: String?

    /// Creates key information.
    ///
    /// - Parameters:
    ///   - id: The id within the group (or type).
    ///   - uniqueKeyGroup: The shared key space, or `nil` for the object's `__typename`.
    public init(id: String, uniqueKeyGroup: String? = nil) {
        self.id = id
        self.uniqueKeyGroup = uniqueKeyGroup
    }

    /// Creates key information from a string or number field of the response, or `nil` for any
    /// other value (absent, `null`, an object …).
    ///
    /// - Parameters:
    ///   - value: The field's value, e.g. `object["id"]`.
    ///   - uniqueKeyGroup: The shared key space, or `nil` for the object's `__typename`.
    public init?(_ value: JSONValue?, uniqueKeyGroup: String? = nil) {
        guard let id = value.flatMap(Self.keyText) else { return nil }
        self.init(id: id, uniqueKeyGroup: uniqueKeyGroup)
    }

    /// The record key for an object of `typename`: `uniqueKeyGroup:id`, else `typename:id`.
    ///
    /// - Parameter typename: The object's `__typename`.
    /// - Returns: The key.
    public func cacheKey(typename: String) -> CacheKey {
        CacheKey((uniqueKeyGroup ?? typename) + ":" + id)
    }

    /// The text a key field contributes: a string as is, a number in its JSON form.
    static func keyText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number): number.description
        default: nil
        }
    }
}
