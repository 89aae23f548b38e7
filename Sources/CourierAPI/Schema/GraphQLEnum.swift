/// A generated GraphQL enum: one case per schema value plus `unknown(String)`, so a value the
/// server adds later decodes instead of failing.
///
/// Generated enums declare their cases and `rawValue`; decoding, encoding and
/// `init(rawValue:)` come from this protocol.
public protocol GraphQLEnum: RawRepresentable, CaseIterable, Sendable, Hashable, JSONValueDecodable,
    JSONValueEncodable, OutputTypeConvertible
where RawValue == String, AllCases == [Self] {
    /// A value the generated code does not know, with the server's string.
    static func unknown(_ rawValue: String) -> Self
}

extension GraphQLEnum {
    /// The known case whose raw value is `rawValue`, or ``unknown(_:)`` (never `nil`).
    ///
    /// - Parameter rawValue: The GraphQL enum value, e.g. `JEDI`.
    public init(rawValue: String) {
        self = Self.allCases.first { $0.rawValue == rawValue } ?? .unknown(rawValue)
    }

    /// Reads the enum from a string; unknown values become ``unknown(_:)``.
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        let raw = try String(jsonValue: jsonValue)
        self = Self.allCases.first { $0.rawValue == raw } ?? .unknown(raw)
    }

    /// An enum is a non-null scalar.
    public static var __outputType: OutputType { .nonNull(.scalar) }
}
