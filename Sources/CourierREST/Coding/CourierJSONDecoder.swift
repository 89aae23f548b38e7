import CourierAPI
public import Foundation

/// A `Decoder` for JSON that reads the package's flat JSON tape instead of building Foundation's
/// intermediate representation: several times faster than `JSONDecoder`, with the same results.
///
/// The configuration surface is `JSONDecoder`'s (key, date, data and non-conforming float
/// strategies and `userInfo`), and so is the behaviour: values, `DecodingError` cases and coding
/// paths match Foundation's on Linux (see `CourierJSONDecoderDifferentialTests`), including its
/// quirks — the first of two duplicate keys wins, an ISO 8601 failure reports the enclosing
/// container's path, and any number that does not fit its type fails as
/// `dataCorrupted` at the root with "The given data was not valid JSON.".
///
/// Where it differs:
/// - The whole document is validated before decoding. Foundation checks a string's UTF-8 and
///   escapes, and a number's syntax, only when the value is read, so it accepts a document whose
///   malformed scalar sits in a member no type reads; this decoder rejects it (with the same
///   `dataCorrupted` error Foundation gives when it does read the value).
/// - A parse error's `underlyingError` is the ``/CourierAPI/JSONParseError`` with its line and
///   column (Foundation on Linux gives none).
/// - A trailing comma in an array or object (`[1,]`, `{"a": 1,}`) is rejected, as RFC 8259
///   requires; Foundation on Linux accepts it.
/// - A zero written with an exponent (`0e3`, `0.00e5`) reads as zero, as RFC 8259 has it;
///   Foundation on Linux rejects some of these as a `Double`, as if a non-zero had underflowed.
/// - Like `JSONDecoder`, nesting is limited to 512 levels.
///
/// ```swift
/// var decoder = CourierJSONDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// let users = try decoder.decode([User].self, from: body)
/// ```
public struct CourierJSONDecoder: Sendable {
    /// How `Date` values are read.
    public var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    /// How `Data` values are read.
    public var dataDecodingStrategy: DataDecodingStrategy = .base64
    /// How infinities and NaN are read.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
    /// How JSON keys map to coding keys.
    public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    /// Contextual information for the types being decoded.
    public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    /// Creates a decoder with Foundation's defaults.
    public init() {}

    /// Decodes a value of `type` from a JSON document.
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The document: UTF-8 (a byte order mark is skipped), or UTF-16/UTF-32 as
    ///     `JSONDecoder` detects them.
    /// - Returns: The value.
    /// - Throws: `DecodingError`, as `JSONDecoder` does, or what the type's `init(from:)` throws.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let tape = try Self.parse(data)
        let decoder = TapeDecoder(tape: tape, options: self, reusesKeyedContainers: true)
        defer { decoder.releaseKeptContainers() }
        return try decoder.unwrap(0, as: T.self, path: .root, key: nil)
    }

    private static func parse(_ data: Data) throws -> JSONTape {
        do {
            if let transcoded = try UTF8Transcoding.utf8Bytes(ofNonUTF8JSON: data) {
                // The UTF-16 or UTF-32 byte order mark is gone; a U+FEFF left after it is content,
                // which `JSONDecoder` rejects, so the parser must not skip it as a UTF-8 BOM.
                return try JSONTape(parsing: transcoded, options: .init(skipsByteOrderMark: false))
            }
            return try JSONTape(parsing: data)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [], debugDescription: "The given data was not valid JSON.", underlyingError: error))
        }
    }
}
