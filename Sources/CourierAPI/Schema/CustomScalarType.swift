/// A Swift type that stands for a custom scalar of the schema (`DateTime`, `JSON`, `Upload`…).
///
/// Conform your own type and map the scalar to it in the code generation options; a scalar left
/// unmapped is generated as a `String` type alias you can replace.
public protocol CustomScalarType: Sendable, Hashable, JSONValueDecodable, JSONValueEncodable, OutputTypeConvertible {}

extension CustomScalarType {
    /// A custom scalar is a non-null scalar.
    public static var __outputType: OutputType { .nonNull(.scalar) }
}

/// A generated input object: a value that writes itself as a JSON object, leaving out absent
/// ``GraphQLNullable`` fields.
public protocol InputObject: Sendable, Hashable, JSONValueEncodable {
    /// The fields as a JSON object.
    var __json: JSONObject { get }
}

extension InputObject {
    /// The fields as a JSON object value.
    public var __jsonValue: JSONValue { .object(__json) }
}
