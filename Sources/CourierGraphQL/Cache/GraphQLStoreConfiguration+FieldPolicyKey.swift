import CourierAPI

extension GraphQLStoreConfiguration {
    /// The key of the record a ``FieldPolicy`` resolves a field to, for one candidate type.
    ///
    /// Without a ``cacheKeyInfo`` function, or when it returns `nil`, the key is
    /// `Typename:values` (the argument values joined by `/`, as key fields are). With one, the
    /// function is asked about a stand-in object holding `__typename`, the key arguments by name
    /// and, when their number matches, the type's key fields by position, so that a type it keys
    /// in a ``CacheKeyInfo/uniqueKeyGroup`` is found under `group:id`.
    ///
    /// - Parameters:
    ///   - typename: A type the field may resolve to.
    ///   - arguments: The policy's key arguments, with their values in this read.
    /// - Returns: The key, or `nil` when a value is neither a string nor a number.
    func fieldPolicyKey(typename: String, arguments: [(name: String, value: JSONValue)]) -> CacheKey? {
        let values = arguments.lazy.map { Optional($0.value) }
        guard let cacheKeyInfo else { return Self.typenameKey(typename, values) }
        var object: JSONObject = ["__typename": .string(typename)]
        for argument in arguments { object[argument.name] = argument.value }
        let fields = keyFields[typename] ?? objectType(typename)?.keyFields ?? []
        if fields.count == arguments.count {
            for (field, argument) in zip(fields, arguments) where object[field] == nil {
                object[field] = argument.value
            }
        }
        if let info = cacheKeyInfo(typename, object) { return info.cacheKey(typename: typename) }
        return Self.typenameKey(typename, values)
    }
}
