/// Decoding from a ``JSONTape`` without building ``JSONValue``s: the same checks and errors as
/// the `init(jsonValue:)` conformances in `JSONValueDecodable.swift`.
extension JSONValueDecodable {
    /// Builds the value's ``JSONValue`` and reads it with ``init(jsonValue:)``.
    @inlinable
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        try self.init(jsonValue: tapeValue.jsonValue)
    }
}

extension GraphQLDecodingError {
    /// An error for `value` found where `expected` belongs, as ``mismatch(expected:found:)``.
    ///
    /// - Parameters:
    ///   - expected: The type the position needs, e.g. `String`.
    ///   - value: What the response holds there.
    /// - Returns: The error, with an empty path.
    public static func mismatch(expected: String, found value: JSONTapeValue) -> GraphQLDecodingError {
        if value.isNull { return GraphQLDecodingError(.unexpectedNull(expected: expected)) }
        return GraphQLDecodingError(.typeMismatch(expected: expected, found: value.kindName))
    }
}

extension JSONObjectDecodable {
    /// Reads an object in place and hands it to ``init(from:)``.
    @inlinable
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        guard tapeValue.isObject else { throw .mismatch(expected: "\(Self.self)", found: tapeValue) }
        // `tapeValue` keeps the tape alive until `init(from:)` returns: the reader need not.
        try self.init(from: JSONObjectReader(borrowing: tapeValue))
    }
}

extension String {
    /// Reads a JSON string.
    @inlinable
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        guard let value = tapeValue.stringValue else { throw .mismatch(expected: "String", found: tapeValue) }
        self = value
    }
}

extension Bool {
    /// Reads `true` or `false`.
    @inlinable
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        guard let value = tapeValue.boolValue else { throw .mismatch(expected: "Boolean", found: tapeValue) }
        self = value
    }
}

extension Int64 {
    /// Reads an integer (a double with an exact integral value is accepted too).
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        guard let number = tapeValue.numberValue else { throw .mismatch(expected: "Int", found: tapeValue) }
        try self.init(jsonValue: .number(number))
    }
}

extension Int {
    /// Reads an integer that fits `Int`.
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        guard let number = tapeValue.numberValue else { throw .mismatch(expected: "Int", found: tapeValue) }
        try self.init(jsonValue: .number(number))
    }
}

extension Int32 {
    /// Reads an integer that fits 32 bits, the range of GraphQL's `Int`.
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        guard let number = tapeValue.numberValue else { throw .mismatch(expected: "Int", found: tapeValue) }
        try self.init(jsonValue: .number(number))
    }
}

extension Double {
    /// Reads any number (GraphQL `Float` accepts integers too).
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        guard let number = tapeValue.numberValue else { throw .mismatch(expected: "Float", found: tapeValue) }
        self = number.doubleValue
    }
}

extension JSONObject {
    /// Reads an object.
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        guard tapeValue.isObject else { throw .mismatch(expected: "object", found: tapeValue) }
        self = tapeValue.objectValue
    }
}

extension Optional where Wrapped: JSONValueDecodable {
    /// Reads `null` as `nil` and anything else as the wrapped type.
    @inlinable
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        if tapeValue.isNull {
            self = nil
        } else {
            self = .some(try Wrapped(tapeValue: tapeValue))
        }
    }
}

extension Array where Element: JSONValueDecodable {
    /// Reads a list, naming the failing index in the error path.
    @inlinable
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        let tape = tapeValue.tape
        let entry = tape.entries[tapeValue.index]
        guard entry.kind == .array else { throw .mismatch(expected: "list", found: tapeValue) }
        var result: [Element] = []
        result.reserveCapacity(Int(entry.count))
        // A plain loop rather than `forEachElement`: no closure context in the hottest path.
        var position = tapeValue.index + 1
        let end = Int(entry.payload)
        while position < end {
            do throws(GraphQLDecodingError) {
                result.append(try Element(tapeValue: JSONTapeValue(tape: tape, index: position)))
            } catch {
                throw error.prefixed(by: .index(result.count))
            }
            position = tape.next(after: position)
        }
        self = result
    }
}

extension JSONValueDecodable where Self: RawRepresentable, RawValue == String {
    /// Reads an enum from its string; an unknown value is ``GraphQLDecodingError/Kind/invalidValue(_:)``.
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        try self.init(jsonValue: .string(try String(tapeValue: tapeValue)))
    }
}

extension GraphQLEnum {
    /// Reads the enum from a string; unknown values become ``unknown(_:)``.
    public init(tapeValue: borrowing JSONTapeValue) throws(GraphQLDecodingError) {
        let raw = try String(tapeValue: tapeValue)
        self = Self.allCases.first { $0.rawValue == raw } ?? .unknown(raw)
    }
}
