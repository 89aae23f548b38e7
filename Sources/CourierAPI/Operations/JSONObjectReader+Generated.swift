/// Reads generated code uses for type cases and conditionally included fragments.
extension JSONObjectReader {
    /// Reads a type case: the value when the object's `__typename` is one of the case's possible
    /// types, otherwise `nil`.
    ///
    /// - Parameter type: The type case; usually inferred.
    /// - Returns: The type case or `nil`.
    /// - Throws: ``GraphQLDecodingError`` when `__typename` is missing or the object does not
    ///   match the type case's fields.
    public func __typeCase<T: TypeCase>(_ type: T.Type = T.self) throws(GraphQLDecodingError) -> T? {
        guard T.__parentType.includes(try typename()) else { return nil }
        return try T(from: self)
    }

    /// Reads a selection set that `@include`/`@skip` may have left out: `nil` when any of its
    /// unconditional fields is absent from the object (the server omitted them all), otherwise
    /// the decoded value.
    ///
    /// - Parameter type: The selection set; usually inferred.
    /// - Returns: The value or `nil`.
    /// - Throws: ``GraphQLDecodingError`` when the fields are there but do not decode.
    public func __ifIncluded<T: SelectionSet>(_ type: T.Type = T.self) throws(GraphQLDecodingError) -> T? {
        for case .field(let field) in T.__selections where !contains(field.responseKey) {
            return nil
        }
        return try T(from: self)
    }

    /// A deferred fragment read from this object: fulfilled when every field it selects is
    /// present (its increment arrived), else pending.
    ///
    /// - Parameter type: The deferred fragment's generated type.
    /// - Returns: The state.
    /// - Throws: ``GraphQLDecodingError`` when the fields are present but do not decode.
    public func __deferred<T: DeferredFragment>(_ type: T.Type = T.self) throws(GraphQLDecodingError) -> Deferred<T> {
        guard let fragment = try __ifIncluded(T.self) else { return .pending }
        return .fulfilled(fragment)
    }
}
