public import Foundation

/// An `Encoder` for JSON with `JSONEncoder`'s configuration surface and output, built for speed:
/// values are written straight into one byte buffer as they are encoded (an ordered tree is
/// built instead for pretty-printing and for the rare uses a single pass cannot follow).
///
/// Output matches `JSONEncoder`'s byte for byte under ``OutputFormatting/sortedKeys`` (number and
/// date formatting, escaping, pretty-printing layout), and `EncodingError`s match in case and
/// coding path (see `CourierJSONEncoderDifferentialTests`). Where it differs:
/// - Without `sortedKeys` an object's members come out in the order the type encoded them, where
///   Foundation's order is that of a hashed dictionary (different from run to run).
/// - The coding path of a value inside `nestedContainer(keyedBy:forKey:)` includes that key.
///   Foundation on Linux leaves it out (`["Index 0", "x"]` where this encoder reports
///   `["Index 0", "a", "x"]`).
/// - A keyed container that a type keeps after its `encode(to:)` returned and writes to later
///   still changes the output; Foundation ignores such writes.
///
/// An encoder remembers the member orders it has checked (for up to 256 coding-key types), and
/// its copies share them, so keep one encoder for many calls (as ``APIConfiguration`` does):
/// learning an object's member order is a large part of encoding a small document.
///
/// ```swift
/// var encoder = CourierJSONEncoder()
/// encoder.outputFormatting = [.sortedKeys]
/// encoder.keyEncodingStrategy = .convertToSnakeCase
/// let body = try encoder.encode(user)
/// ```
public struct CourierJSONEncoder: Sendable {
    /// How the output is laid out; the options of `JSONEncoder.OutputFormatting`.
    public struct OutputFormatting: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a set of options from its raw value.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Two-space indentation, one member or element per line, `" : "` after keys.
        public static let prettyPrinted = OutputFormatting(rawValue: 1 << 0)
        /// Object members sorted by key.
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 1)
        /// `/` written as is rather than as `\/`.
        public static let withoutEscapingSlashes = OutputFormatting(rawValue: 1 << 3)
    }

    /// How the output is laid out.
    public var outputFormatting: OutputFormatting = []
    /// How `Date` values are written.
    public var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    /// How `Data` values are written.
    public var dataEncodingStrategy: DataEncodingStrategy = .base64
    /// How infinities and NaN are written.
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
    /// How coding keys become JSON keys.
    public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    /// Contextual information for the types being encoded.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// The member orders this encoder and its copies have verified (see ``MemberOrderCache``).
    let memberOrderCache = MemberOrderCache()

    /// Creates an encoder with Foundation's defaults.
    public init() {}

    /// Encodes `value` as a JSON document.
    /// - Parameter value: The value to encode.
    /// - Returns: The UTF-8 bytes.
    /// - Throws: `EncodingError.invalidValue`, as `JSONEncoder` does (a non-conforming float under
    ///   the `throw` strategy, or a top-level value that encodes nothing), or what the value's
    ///   `encode(to:)` throws.
    public func encode<T: Encodable>(_ value: T) throws -> Data {
        if !outputFormatting.contains(.prettyPrinted),
            let data = DirectEncoderContext(options: self).encodeDocument(value)
        {
            return data
        }
        return try encodeThroughTree(value)
    }

    /// `encode(_:)` by way of an ordered tree: the path for what the direct one leaves
    /// (pretty-printing, super encoders, keys set twice, errors).
    func encodeThroughTree<T: Encodable>(_ value: T) throws -> Data {
        let context = TreeEncoderContext(options: self)
        guard let tree = try context.box(value, path: .root, key: nil) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        var writer = JSONTextWriter(formatting: outputFormatting)
        writer.write(tree)
        return Data(writer.bytes)
    }
}

extension CourierJSONEncoder {
    /// How `Date` values are written; the cases of `JSONEncoder.DateEncodingStrategy`.
    public enum DateEncodingStrategy: Sendable {
        /// `Date`'s own encoding: seconds since 2001-01-01 as a number.
        case deferredToDate
        /// A number of seconds since 1970-01-01.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01.
        case millisecondsSince1970
        /// An ISO 8601 (RFC 3339) string in UTC, without fractional seconds.
        case iso8601
        /// The string the formatter makes.
        case formatted(DateFormatter)
        /// Whatever the closure encodes (`{}` when it encodes nothing).
        case custom(@Sendable (Date, any Encoder) throws -> Void)
    }

    /// How `Data` values are written; the cases of `JSONEncoder.DataEncodingStrategy`.
    public enum DataEncodingStrategy: Sendable {
        /// `Data`'s own encoding: an array of bytes.
        case deferredToData
        /// A Base64 string.
        case base64
        /// Whatever the closure encodes (`{}` when it encodes nothing).
        case custom(@Sendable (Data, any Encoder) throws -> Void)
    }

    /// How infinities and NaN are written; the cases of `JSONEncoder.NonConformingFloatEncodingStrategy`.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// They fail with `EncodingError.invalidValue`.
        case `throw`
        /// They are written as these strings.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How coding keys become JSON keys; the cases of `JSONEncoder.KeyEncodingStrategy`.
    public enum KeyEncodingStrategy: Sendable {
        /// Keys are used as they are.
        case useDefaultKeys
        /// `camelCase` keys are written as `snake_case`, as `JSONEncoder` converts them.
        case convertToSnakeCase
        /// The closure maps the path ending in a coding key to the key to write.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }
}
