/// A writer of compact, deterministic JSON bytes from a ``JSONValue``.
///
/// Output has no insignificant whitespace. Strings escape `"`, `\` and control characters (as
/// `\n`, `\t`, … or `\u00XX`) and keep every other character as raw UTF-8; `/` is not escaped.
/// Integers are written exactly, doubles in the shortest form that reads back to the same double
/// (Swift's `description`), and ``JSONNumber/literal(_:)`` numbers verbatim. Object members keep
/// their order unless ``Options/sortedKeys`` is set, which orders keys by UTF-8 bytes.
///
/// Serialization recurses once per level of nesting.
public struct JSONSerializer: Sendable {
    /// Choices for the output.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates options from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Writes object members ordered by their keys' UTF-8 bytes instead of their stored order.
        public static let sortedKeys = Options(rawValue: 1)
    }

    /// The choices this serializer applies.
    public var options: Options

    /// Creates a serializer.
    ///
    /// - Parameter options: Choices for the output; none by default.
    public init(options: Options = []) {
        self.options = options
    }

    /// The value as JSON bytes.
    ///
    /// - Parameter value: The value to write.
    /// - Returns: UTF-8 JSON.
    /// - Throws: ``JSONSerializationError`` when a double is infinite or NaN, which JSON cannot express.
    public func serialize(_ value: JSONValue) throws(JSONSerializationError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        try write(value, to: &output)
        return output
    }

    private func write(_ value: JSONValue, to output: inout [UInt8]) throws(JSONSerializationError) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): try Self.write(number, to: &output)
        case .string(let string): Self.write(string, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                try write(element, to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            output.append(UInt8(ascii: "{"))
            var first = true
            func member(_ key: String, _ value: JSONValue) throws(JSONSerializationError) {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                Self.write(key, to: &output)
                output.append(UInt8(ascii: ":"))
                try write(value, to: &output)
            }
            if options.contains(.sortedKeys) {
                for (key, value) in object.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                    try member(key, value)
                }
            } else {
                for (key, value) in object { try member(key, value) }
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func write(_ number: JSONNumber, to output: inout [UInt8]) throws(JSONSerializationError) {
        switch number {
        case .integer(let value):
            output.append(contentsOf: String(value).utf8)
        case .double(let value):
            guard value.isFinite else { throw JSONSerializationError.nonFiniteNumber(value) }
            output.append(contentsOf: value.description.utf8)
        case .literal(let text):
            output.append(contentsOf: text.utf8)
        }
    }

    /// Writes a quoted, escaped string (``JSONStringEscaper``; `/` kept as is).
    static func write(_ string: String, to output: inout [UInt8]) {
        JSONStringEscaper.appendQuoted(string, to: &output)
    }
}

/// An error that says why a value cannot be written as JSON.
public enum JSONSerializationError: Error, Sendable, Hashable {
    /// A double that is infinite or NaN; JSON has no spelling for it.
    case nonFiniteNumber(Double)
}

extension JSONValue {
    /// The value as compact JSON bytes.
    ///
    /// - Parameter options: Serializer choices, such as ``JSONSerializer/Options/sortedKeys``.
    /// - Returns: UTF-8 JSON.
    /// - Throws: ``JSONSerializationError`` when the value holds a non-finite double.
    public func serialized(options: JSONSerializer.Options = []) throws(JSONSerializationError) -> [UInt8] {
        try JSONSerializer(options: options).serialize(self)
    }

    /// The value as compact JSON text.
    ///
    /// - Parameter options: Serializer choices, such as ``JSONSerializer/Options/sortedKeys``.
    /// - Returns: JSON text.
    /// - Throws: ``JSONSerializationError`` when the value holds a non-finite double.
    public func jsonString(options: JSONSerializer.Options = []) throws(JSONSerializationError) -> String {
        String(decoding: try serialized(options: options), as: UTF8.self)
    }
}
