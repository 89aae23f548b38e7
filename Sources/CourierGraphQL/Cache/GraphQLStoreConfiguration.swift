public import CourierAPI
public import Foundation

/// How a ``GraphQLStore`` keys objects and when records expire.
public struct GraphQLStoreConfiguration: Sendable {
    /// Looks up an object type's metadata by `__typename` (the generated schema metadata's
    /// ``/CourierAPI/SchemaMetadata/objectType(forTypename:)``); returns `nil` without a schema.
    public var objectType: @Sendable (String) -> SchemaType?
    /// Key fields by `__typename`, overriding the schema's (an empty list means "no key": the
    /// object is stored under its path).
    public var keyFields: [String: [String]]
    /// The key fields of a type that neither ``keyFields`` nor the schema metadata names:
    /// `["id"]` by default, so an object with an `id` is stored as `Typename:id` (the usual
    /// convention of GraphQL servers). Set it to `[]` to key only the types configured above and
    /// store every other object under its path (for schemas whose `id`s are not unique per type).
    /// Not used when ``cacheKeyInfo`` is set.
    public var defaultKeyFields: [String] = ["id"]
    /// Keys objects programmatically: called with each response object's `__typename` and
    /// fields, it returns the object's id and optional key group (``CacheKeyInfo``), or `nil` to
    /// leave the object to the declared key fields (``keyFields``, then the schema metadata's) and
    /// else to its path. It takes precedence over the declared key fields, and replaces
    /// ``defaultKeyFields``. `nil` (the default) keys by key fields only. Called during writes,
    /// inside the store's actor: keep it fast and pure.
    ///
    /// ```swift
    /// $0.cacheKeyInfo = { typename, object in
    ///     // Human and Droid ids are unique across both: one `Node` key space.
    ///     ["Human", "Droid"].contains(typename) ? CacheKeyInfo(object["id"], uniqueKeyGroup: "Node") : nil
    /// }
    /// ```
    public var cacheKeyInfo: (@Sendable (_ typename: String, _ object: JSONObject) -> CacheKeyInfo?)?
    /// How long a record stays fresh after it was written, or `nil` for ever.
    public var maxAge: TimeInterval?
    /// Maximum ages by `__typename`, overriding ``maxAge``.
    public var maxAgeByTypename: [String: TimeInterval]
    /// The clock expiry reads.
    public var clock: any CacheClock
    /// The field policy of a field, by its parent's `__typename` (a root record's key, such as
    /// `QUERY_ROOT`, for root fields) and the field's name: how a read resolves a field it never
    /// stored to a keyed record (see ``/CourierAPI/FieldPolicy``). The generated schema metadata's policies by
    /// default; set it to add policies for apps without generated metadata.
    public var fieldPolicy: @Sendable (_ typename: String, _ field: String) -> FieldPolicy? = { _, _ in nil }

    /// Creates a configuration keyed by a generated schema's metadata.
    ///
    /// - Parameters:
    ///   - schema: The generated schema metadata, e.g. `StarWarsAPI.Metadata.self`.
    ///   - keyFields: Key fields by `__typename`, overriding the schema.
    ///   - maxAge: How long records stay fresh; `nil` for ever.
    ///   - maxAgeByTypename: Per-type maximum ages.
    ///   - clock: The time source.
    ///   - configure: A closure that adjusts the configuration further.
    public init(
        schema: any SchemaMetadata.Type,
        keyFields: [String: [String]] = [:],
        maxAge: TimeInterval? = nil,
        maxAgeByTypename: [String: TimeInterval] = [:],
        clock: any CacheClock = SystemCacheClock(),
        configure: (inout GraphQLStoreConfiguration) -> Void = { _ in }
    ) {
        self.init(keyFields: keyFields, maxAge: maxAge, maxAgeByTypename: maxAgeByTypename, clock: clock)
        // Generated schema metadata is a case-less enum whose look-up is a pure `switch`; its
        // metatype is only not `Sendable` because `SchemaMetadata` does not refine `Sendable`.
        nonisolated(unsafe) let schema = schema
        objectType = { schema.objectType(forTypename: $0) }
        fieldPolicy = { schema.fieldPolicy(forField: $1, onType: $0) }
        configure(&self)
    }

    /// Creates a configuration without schema metadata: objects are keyed by `keyFields`, else
    /// by ``defaultKeyFields`` (`id`) when they have it, else by path.
    ///
    /// - Parameters:
    ///   - keyFields: Key fields by `__typename`, overriding the schema.
    ///   - maxAge: How long records stay fresh; `nil` for ever.
    ///   - maxAgeByTypename: Per-type maximum ages.
    ///   - clock: The time source.
    ///   - configure: A closure that adjusts the configuration further.
    public init(
        keyFields: [String: [String]] = [:],
        maxAge: TimeInterval? = nil,
        maxAgeByTypename: [String: TimeInterval] = [:],
        clock: any CacheClock = SystemCacheClock(),
        configure: (inout GraphQLStoreConfiguration) -> Void = { _ in }
    ) {
        self.objectType = { _ in nil }
        self.keyFields = keyFields
        self.maxAge = maxAge
        self.maxAgeByTypename = maxAgeByTypename
        self.clock = clock
        configure(&self)
    }

    /// The cache key of a response object, or `nil` to store it under its path.
    ///
    /// In order of precedence: the ``cacheKeyInfo`` function's answer (`group:id` or
    /// `Typename:id`); then `Typename:value` of the key fields joined by `/`, taken from
    /// ``keyFields`` for the type, else the schema metadata's, else — only without a
    /// ``cacheKeyInfo`` function — ``defaultKeyFields``. An object that lacks a key field has
    /// no key.
    ///
    /// - Parameter object: A response object with its `__typename`.
    /// - Returns: The key.
    public func cacheKey(for object: JSONObject) -> CacheKey? {
        cacheKey(forWireObject: JSONValue.object(object))
    }

    /// `Typename:values`: the key text of each value (a string as is, a number in its JSON form)
    /// joined by `/` — the key of key fields, and of a field policy's arguments.
    ///
    /// - Parameters:
    ///   - typename: The object's `__typename`.
    ///   - values: The key values in order.
    /// - Returns: The key, or `nil` when a value is absent or neither a string nor a number.
    static func typenameKey(_ typename: String, _ values: some Sequence<JSONValue?>) -> CacheKey? {
        var text = typename + ":"
        for (index, value) in values.enumerated() {
            guard let value, let part = CacheKeyInfo.keyText(value) else { return nil }
            if index > 0 { text += "/" }
            text += part
        }
        return CacheKey(text)
    }

    /// The maximum age of records of `typename`.
    ///
    /// - Parameter typename: The record's `__typename`, if it has one.
    /// - Returns: The maximum age, or `nil` for "never expires".
    public func maxAge(forTypename typename: String?) -> TimeInterval? {
        if let typename, let age = maxAgeByTypename[typename] { return age }
        return maxAge
    }
}
