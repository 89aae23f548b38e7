/// A type that generated code can read from one JSON value of a response.
///
/// The built-in conformances cover GraphQL's scalars (`String` also serves `ID`), lists
/// (`Array`), nullability (`Optional`: `null` or an absent field becomes `nil`), raw JSON
/// (``JSONValue``, ``JSONObject``) and `String`-backed enums (opt in by declaring conformance).
/// Selection sets conform through ``JSONObjectDecodable``.
public protocol JSONValueDecodable {
    /// Reads a value.
    ///
    /// - Parameter jsonValue: The response value at this position.
    /// - Throws: ``GraphQLDecodingError`` with a path relative to this position.
    init(jsonValue: JSONValue) throws(GraphQLDecodingError)

    /// Reads a value from a ``JSONTape`` in place. The default builds the value's ``JSONValue``
    /// and calls ``init(jsonValue:)``; scalars, lists, optionals, enums and selection sets read
    /// the tape directly.
    ///
    /// - Parameter tapeValue: The response value at this position.
    /// - Throws: ``GraphQLDecodingError`` with a path relative to this position.
    init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError)

    /// The value to use when the field is absent from its object, or `nil` when absence is an
    /// error. Only `Optional` supplies one (`.some(nil)`).
    static var __absentFieldValue: Self? { get }
}

extension JSONValueDecodable {
    /// Absence is an error by default.
    public static var __absentFieldValue: Self? { nil }
}

extension String: JSONValueDecodable {
    /// Reads a JSON string.
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        guard case .string(let value) = jsonValue else { throw .mismatch(expected: "String", found: jsonValue) }
        self = value
    }
}

extension Bool: JSONValueDecodable {
    /// Reads `true` or `false`.
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        guard case .bool(let value) = jsonValue else { throw .mismatch(expected: "Boolean", found: jsonValue) }
        self = value
    }
}

extension Int64: JSONValueDecodable {
    /// Reads an integer (a double with an exact integral value is accepted too).
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        guard case .number(let number) = jsonValue else { throw .mismatch(expected: "Int", found: jsonValue) }
        guard let value = number.int64Value else {
            throw GraphQLDecodingError(.invalidValue("expected an integer, found \(number)"))
        }
        self = value
    }
}

extension Int: JSONValueDecodable {
    /// Reads an integer that fits `Int`.
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        let wide = try Int64(jsonValue: jsonValue)
        guard let value = Int(exactly: wide) else {
            throw GraphQLDecodingError(.invalidValue("\(wide) does not fit Int"))
        }
        self = value
    }
}

extension Int32: JSONValueDecodable {
    /// Reads an integer that fits 32 bits, the range of GraphQL's `Int`.
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        let wide = try Int64(jsonValue: jsonValue)
        guard let value = Int32(exactly: wide) else {
            throw GraphQLDecodingError(.invalidValue("\(wide) does not fit Int32"))
        }
        self = value
    }
}

extension Double: JSONValueDecodable {
    /// Reads any number (GraphQL `Float` accepts integers too).
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        guard case .number(let number) = jsonValue else { throw .mismatch(expected: "Float", found: jsonValue) }
        self = number.doubleValue
    }
}

extension JSONValue: JSONValueDecodable {
    /// Takes the value as it is.
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        self = jsonValue
    }
}

extension JSONObject: JSONValueDecodable {
    /// Reads an object.
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        guard case .object(let object) = jsonValue else { throw .mismatch(expected: "object", found: jsonValue) }
        self = object
    }
}

extension Optional: JSONValueDecodable where Wrapped: JSONValueDecodable {
    /// Reads `null` as `nil` and anything else as the wrapped type.
    @inlinable
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        if case .null = jsonValue {
            self = nil
        } else {
            self = .some(try Wrapped(jsonValue: jsonValue))
        }
    }

    /// An absent nullable field reads as `nil` (fields skipped by `@skip`/`@include`).
    @inlinable
    public static var __absentFieldValue: Wrapped?? { .some(nil) }
}

extension Array: JSONValueDecodable where Element: JSONValueDecodable {
    /// Reads a list, naming the failing index in the error path.
    @inlinable
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        guard case .array(let elements) = jsonValue else { throw .mismatch(expected: "list", found: jsonValue) }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                result.append(try Element(jsonValue: element))
            } catch {
                throw error.prefixed(by: .index(index))
            }
        }
        self = result
    }
}

extension JSONValueDecodable where Self: RawRepresentable, RawValue == String {
    /// Reads an enum from its string; an unknown value is ``GraphQLDecodingError/Kind/invalidValue(_:)``.
    ///
    /// Generated enums that must survive values added to the schema later give themselves an
    /// unknown case (a failable `init(rawValue:)` that never fails), so this never throws for them.
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        let raw = try String(jsonValue: jsonValue)
        guard let value = Self(rawValue: raw) else {
            throw GraphQLDecodingError(.invalidValue("unknown \(Self.self) value \"\(raw)\""))
        }
        self = value
    }
}
