/// How generated selection sets, variables and input objects write themselves as JSON.
extension JSONObject {
    /// An object of `fields` with the JSON of each present part (type cases, fragments) merged in
    /// deeply, which is how a selection set writes itself back as JSON.
    ///
    /// - Parameters:
    ///   - fields: The selection set's own fields, by response key, in order.
    ///   - parts: Type cases and fragment views; `nil` ones are skipped.
    /// - Returns: The merged object.
    public static func __object(
        _ fields: KeyValuePairs<String, any JSONValueEncodable>, _ parts: (any SelectionSet)?...
    ) -> JSONObject {
        var result = JSONObject()
        for (key, value) in fields {
            if let conditional = value as? __ConditionalValue {
                if let json = conditional.json { result[key] = json }
            } else {
                result[key] = value.__jsonValue
            }
        }
        for case let part? in parts { result.__merge(part.__json) }
        return result
    }

    /// An object of the members whose value is not `nil`, in order: how generated variables and
    /// input objects leave out absent ``GraphQLNullable`` values.
    ///
    /// - Parameter members: Keys with their JSON, `nil` for "leave out".
    /// - Returns: The object.
    public static func __compacting(_ members: KeyValuePairs<String, JSONValue?>) -> JSONObject {
        var result = JSONObject()
        for (key, value) in members { if let value { result[key] = value } }
        return result
    }

    /// Merges `other` into this object: nested objects (and lists of them, element by element)
    /// merge; any other value replaces the existing one.
    ///
    /// - Parameter other: The object to merge in.
    public mutating func __merge(_ other: JSONObject) {
        for (key, value) in other {
            if let existing = self[key] {
                self[key] = Self.merged(existing, value)
            } else {
                self[key] = value
            }
        }
    }

    private static func merged(_ base: JSONValue, _ other: JSONValue) -> JSONValue {
        switch (base, other) {
        case (.object(var object), .object(let addition)):
            object.__merge(addition)
            return .object(object)
        case (.array(let items), .array(let additions)) where items.count == additions.count:
            return .array(zip(items, additions).map { merged($0, $1) })
        default:
            return other
        }
    }
}

/// The value of a field that `@include`/`@skip` may have left out: `nil` is written as an absent
/// key rather than `null`, so the JSON says "not fetched", as the response did.
public struct __ConditionalValue: JSONValueEncodable {
    /// The field's JSON, or `nil` when it is absent.
    public let json: JSONValue?

    /// The field's JSON, `null` when absent.
    public var __jsonValue: JSONValue { json ?? .null }
}

extension Optional where Wrapped: JSONValueEncodable {
    /// The value as a conditionally included field for ``JSONObject/__object(_:_:)``.
    public var __conditional: __ConditionalValue { __ConditionalValue(json: self?.__jsonValue) }
}
