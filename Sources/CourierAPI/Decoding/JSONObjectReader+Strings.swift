// The reader's fast path for `String` and `String?` fields on a tape, which are most of a
// response's leaves.
extension JSONObjectReader {
    /// Reads the member `key` of the object at `index` on `tape` as a `String`, or as a `String?`
    /// when `isOptional` (`nil` for `null` or an absent member): the same results and errors as
    /// ``field(_:ofObjectAt:in:)`` with those types, without making a ``JSONTapeValue`` (which
    /// counts a reference to the tape) for a member that is a string.
    ///
    /// - Returns: The string; `nil` only when `isOptional`.
    @inlinable
    static func stringField(_ key: String, ofObjectAt index: Int, in tape: JSONTape, isOptional: Bool)
        throws(GraphQLDecodingError) -> String?
    {
        guard let member = tape.member(key, ofObjectAt: index) else {
            if isOptional { return nil }
            throw GraphQLDecodingError(.missingField, path: [.key(key)])
        }
        switch tape.entries[member].kind {
        case .string, .escapedString:
            return tape.string(at: member)
        case .null where isOptional:
            return nil
        default:
            let found = JSONTapeValue(tape: tape, index: member)
            throw GraphQLDecodingError.mismatch(expected: "String", found: found).prefixed(by: .key(key))
        }
    }
}
