/// A type that generated code can write as a JSON value, e.g. a variable or input field.
public protocol JSONValueEncodable {
    /// The value as JSON.
    var jsonValue: JSONValue { get }
}

extension String: JSONValueEncodable {
    /// The string.
    public var jsonValue: JSONValue { .string(self) }
}

extension Bool: JSONValueEncodable {
    /// The boolean.
    public var jsonValue: JSONValue { .bool(self) }
}

extension Int: JSONValueEncodable {
    /// The integer, exactly.
    public var jsonValue: JSONValue { .number(.integer(Int64(self))) }
}

extension Int32: JSONValueEncodable {
    /// The integer, exactly.
    public var jsonValue: JSONValue { .number(.integer(Int64(self))) }
}

extension Int64: JSONValueEncodable {
    /// The integer, exactly.
    public var jsonValue: JSONValue { .number(.integer(self)) }
}

extension Double: JSONValueEncodable {
    /// The double (serializing a non-finite one fails).
    public var jsonValue: JSONValue { .number(.double(self)) }
}

extension JSONValue: JSONValueEncodable {
    /// The value itself.
    public var jsonValue: JSONValue { self }
}

extension JSONObject: JSONValueEncodable {
    /// The object.
    public var jsonValue: JSONValue { .object(self) }
}

extension Optional: JSONValueEncodable where Wrapped: JSONValueEncodable {
    /// The wrapped value, or `null`.
    public var jsonValue: JSONValue { self?.jsonValue ?? .null }
}

extension Array: JSONValueEncodable where Element: JSONValueEncodable {
    /// The elements as a JSON array.
    public var jsonValue: JSONValue { .array(map(\.jsonValue)) }
}

extension JSONValueEncodable where Self: RawRepresentable, RawValue == String {
    /// The enum's raw string.
    public var jsonValue: JSONValue { .string(rawValue) }
}

extension GraphQLNullable where Wrapped: JSONValueEncodable {
    /// The JSON for this input: `nil` when absent (so the key is omitted), `null`, or the value.
    public var jsonValue: JSONValue? {
        switch self {
        case .none: return nil
        case .null: return .null
        case .some(let value): return value.jsonValue
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
        self[key] = value.jsonValue
    }
}
