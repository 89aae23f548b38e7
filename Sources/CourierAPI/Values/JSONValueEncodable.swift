/// A type that generated code can write as a JSON value, e.g. a variable or input field.
///
/// The requirement is `__`-prefixed so that it cannot collide with a generated input object's
/// fields (an input field may well be called `jsonValue`).
public protocol JSONValueEncodable {
    /// The value as JSON.
    var __jsonValue: JSONValue { get }
}

extension String: JSONValueEncodable {
    /// The string.
    public var __jsonValue: JSONValue { .string(self) }
}

extension Bool: JSONValueEncodable {
    /// The boolean.
    public var __jsonValue: JSONValue { .bool(self) }
}

extension Int: JSONValueEncodable {
    /// The integer, exactly.
    public var __jsonValue: JSONValue { .number(.integer(Int64(self))) }
}

extension Int32: JSONValueEncodable {
    /// The integer, exactly.
    public var __jsonValue: JSONValue { .number(.integer(Int64(self))) }
}

extension Int64: JSONValueEncodable {
    /// The integer, exactly.
    public var __jsonValue: JSONValue { .number(.integer(self)) }
}

extension Double: JSONValueEncodable {
    /// The double (serializing a non-finite one fails).
    public var __jsonValue: JSONValue { .number(.double(self)) }
}

extension JSONValue: JSONValueEncodable {
    /// The value itself.
    public var __jsonValue: JSONValue { self }
}

extension JSONObject: JSONValueEncodable {
    /// The object.
    public var __jsonValue: JSONValue { .object(self) }
}

extension Optional: JSONValueEncodable where Wrapped: JSONValueEncodable {
    /// The wrapped value, or `null`.
    public var __jsonValue: JSONValue { self?.__jsonValue ?? .null }
}

extension Array: JSONValueEncodable where Element: JSONValueEncodable {
    /// The elements as a JSON array.
    public var __jsonValue: JSONValue { .array(map(\.__jsonValue)) }
}

extension JSONValueEncodable where Self: RawRepresentable, RawValue == String {
    /// The enum's raw string.
    public var __jsonValue: JSONValue { .string(rawValue) }
}

extension GraphQLNullable where Wrapped: JSONValueEncodable {
    /// The JSON for this input: `nil` when absent (so the key is omitted), `null`, or the value.
    public var jsonValue: JSONValue? {
        switch self {
        case .none: return nil
        case .null: return .null
        case .some(let value): return value.__jsonValue
        }
    }
}

extension JSONObject {
    /// Sets `key` from a nullable input, leaving the key out when the input is absent.
    ///
    /// - Parameters:
    ///   - key: The member name.
    ///   - value: The input: ``GraphQLNullable/none`` omits the key, ``GraphQLNullable/null``
    ///     writes `null`, a value writes the value.
    public mutating func set<T: JSONValueEncodable>(_ key: String, _ value: GraphQLNullable<T>) {
        if let json = value.jsonValue { self[key] = json }
    }

    /// Sets `key` to an encodable value (`nil` optionals become `null`).
    ///
    /// - Parameters:
    ///   - key: The member name.
    ///   - value: The value.
    public mutating func set<T: JSONValueEncodable>(_ key: String, _ value: T) {
        self[key] = value.__jsonValue
    }
}
