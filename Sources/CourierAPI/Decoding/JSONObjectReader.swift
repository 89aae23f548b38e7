/// A type that generated code reads from a JSON object: a selection set's data.
///
/// A conforming type reads its fields with a ``JSONObjectReader``:
/// ```swift
/// struct Hero: JSONObjectDecodable {
///     let name: String
///     let friends: [Friend?]?
///     init(from reader: JSONObjectReader) throws(GraphQLDecodingError) {
///         name = try reader.field("name")
///         friends = try reader.field("friends")
///     }
/// }
/// ```
public protocol JSONObjectDecodable: JSONValueDecodable {
    /// Reads the value from its object.
    ///
    /// - Parameter reader: The object's fields.
    /// - Throws: ``GraphQLDecodingError`` with a path relative to this object.
    init(from reader: JSONObjectReader) throws(GraphQLDecodingError)
}

extension JSONObjectDecodable {
    /// Reads an object and hands it to ``init(from:)``.
    @inlinable
    public init(jsonValue: JSONValue) throws(GraphQLDecodingError) {
        guard case .object(let object) = jsonValue else { throw .mismatch(expected: "\(Self.self)", found: jsonValue) }
        try self.init(from: JSONObjectReader(object))
    }
}

/// Typed, path-aware access to the fields of one response object.
///
/// Every failure names its field's key; enclosing readers and lists add theirs as the error
/// passes up, so the error of a nested read says e.g. `hero.friends[3].name`.
///
/// The reader handed to ``JSONObjectDecodable/init(from:)`` reads its object in place and is
/// valid only during that call: read the fields there, and do not keep the reader.
public struct JSONObjectReader: Sendable {
    /// Where the fields come from: a parsed tree, or an object on a ``JSONTape``.
    @usableFromInline
    enum Storage: Sendable {
        case tree(JSONObject)
        case tape(JSONTapeValue)
        /// An object on a tape that whoever made the reader keeps alive while the reader is used:
        /// ``JSONObjectDecodable/init(tapeValue:)`` makes one for the `init(from:)` it calls and
        /// holds the tape meanwhile, so that reading a field counts no references to the tape.
        case borrowedTape(Unmanaged<JSONTape>, index: Int)
    }

    @usableFromInline let storage: Storage

    /// The object being read (built from the tape on each call when the reader reads a tape).
    public var object: JSONObject {
        switch storage {
        case .tree(let object): object
        case .tape(let value): value.objectValue
        case .borrowedTape(let tape, let index):
            JSONTapeValue(tape: tape.takeUnretainedValue(), index: index).objectValue
        }
    }

    /// Creates a reader over an object.
    ///
    /// - Parameter object: The object.
    public init(_ object: JSONObject) {
        storage = .tree(object)
    }

    /// Creates a reader over a value that must be an object.
    ///
    /// - Parameter value: The value.
    /// - Throws: ``GraphQLDecodingError`` when the value is not an object.
    public init(_ value: JSONValue) throws(GraphQLDecodingError) {
        guard case .object(let object) = value else { throw .mismatch(expected: "object", found: value) }
        storage = .tree(object)
    }

    /// Creates a reader over an object on a ``JSONTape``.
    ///
    /// - Parameter value: The value.
    /// - Throws: ``GraphQLDecodingError`` when the value is not an object.
    public init(_ value: JSONTapeValue) throws(GraphQLDecodingError) {
        guard value.isObject else { throw .mismatch(expected: "object", found: value) }
        storage = .tape(value)
    }

    /// A reader over a tape object that the caller keeps alive for as long as it uses the reader.
    @usableFromInline
    init(borrowing value: borrowing JSONTapeValue) {
        storage = .borrowedTape(Unmanaged.passUnretained(value.tape), index: value.index)
    }

    /// Whether the object has a member `key`.
    ///
    /// - Parameter key: The response key.
    /// - Returns: `true` when the key is present, even with `null`.
    public func contains(_ key: String) -> Bool {
        switch storage {
        case .tree(let object): object[key] != nil
        case .tape(let value): value[key] != nil
        case .borrowedTape(let tape, let index): tape.takeUnretainedValue().member(key, ofObjectAt: index) != nil
        }
    }

    /// Reads a field as `T`; use an `Optional` type for a nullable field.
    ///
    /// - Parameters:
    ///   - key: The response key (the alias when there is one).
    ///   - type: The type to read; usually inferred.
    /// - Returns: The value.
    /// - Throws: ``GraphQLDecodingError`` whose path starts with `key`: missing non-null field,
    ///   unexpected null, or a type mismatch deeper down.
    @inlinable
    public func field<T: JSONValueDecodable>(_ key: String, as type: T.Type = T.self) throws(GraphQLDecodingError) -> T
    {
        switch storage {
        case .tree(let object):
            guard let value = object[key] else { return try Self.absent(key) }
            do {
                return try T(jsonValue: value)
            } catch {
                throw error.prefixed(by: .key(key))
            }
        case .tape(let object):
            return try Self.field(key, ofObjectAt: object.index, in: object.tape)
        case .borrowedTape(let tape, let index):
            // Strings are most of a response's leaves: read them without the generic detour
            // (the type checks fold away once the call is specialized).
            if T.self == String.self || T.self == String?.self {
                let result = tape._withUnsafeGuaranteedRef { tape in
                    Result { () throws(GraphQLDecodingError) -> String? in
                        try Self.stringField(key, ofObjectAt: index, in: tape, isOptional: T.self == String?.self)
                    }
                }
                let string = try result.get()
                return T.self == String.self
                    ? unsafeBitCast(string.unsafelyUnwrapped, to: T.self)
                    : unsafeBitCast(string, to: T.self)
            }
            let result = tape._withUnsafeGuaranteedRef { tape in
                Result { () throws(GraphQLDecodingError) -> T in try Self.field(key, ofObjectAt: index, in: tape) }
            }
            return try result.get()
        }
    }

    /// Reads the member `key` of the object at `index` on `tape` as `T`. The value handed to
    /// `T` is made from the borrowed tape, so that no reference is counted for it.
    @inlinable
    static func field<T: JSONValueDecodable>(_ key: String, ofObjectAt index: Int, in tape: JSONTape)
        throws(GraphQLDecodingError) -> T
    {
        guard let member = tape.member(key, ofObjectAt: index) else { return try absent(key) }
        do {
            return try T(tapeValue: JSONTapeValue(tape: tape, index: member))
        } catch {
            throw error.prefixed(by: .key(key))
        }
    }

    /// The value of an absent field: `nil` for an optional type, otherwise a missing-field error.
    @inlinable
    static func absent<T: JSONValueDecodable>(_ key: String) throws(GraphQLDecodingError) -> T {
        if let absent = T.__absentFieldValue { return absent }
        throw GraphQLDecodingError(.missingField, path: [.key(key)])
    }

    /// Reads a nullable field: `nil` when it is `null` or absent.
    ///
    /// - Parameters:
    ///   - key: The response key.
    ///   - type: The wrapped type to read; usually inferred.
    /// - Returns: The value or `nil`.
    /// - Throws: ``GraphQLDecodingError`` whose path starts with `key`.
    @inlinable
    public func optional<T: JSONValueDecodable>(_ key: String, as type: T.Type = T.self) throws(GraphQLDecodingError)
        -> T?
    {
        try field(key, as: T?.self)
    }

    /// Reads a field with a custom conversion, e.g. a custom scalar.
    ///
    /// - Parameters:
    ///   - key: The response key.
    ///   - decode: Turns the field's value into `T`; errors it throws get `key` added to their path.
    /// - Returns: The converted value.
    /// - Throws: ``GraphQLDecodingError`` whose path starts with `key`; a missing field is
    ///   ``GraphQLDecodingError/Kind/missingField``.
    @inlinable
    public func field<T>(_ key: String, decode: (JSONValue) throws(GraphQLDecodingError) -> T)
        throws(GraphQLDecodingError) -> T
    {
        let found: JSONValue? =
            switch storage {
            case .tree(let object): object[key]
            case .tape(let object): object[key]?.jsonValue
            case .borrowedTape(let tape, let index):
                JSONTapeValue(tape: tape.takeUnretainedValue(), index: index)[key]?.jsonValue
            }
        guard let value = found else { throw GraphQLDecodingError(.missingField, path: [.key(key)]) }
        do {
            return try decode(value)
        } catch {
            throw error.prefixed(by: .key(key))
        }
    }

    /// The object's `__typename`, which generated code uses to pick a concrete type.
    ///
    /// - Returns: The type name.
    /// - Throws: ``GraphQLDecodingError`` when it is missing or not a string.
    @inlinable
    public func typename() throws(GraphQLDecodingError) -> String {
        try field("__typename")
    }
}
