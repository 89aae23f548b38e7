public import Foundation

extension CourierJSONDecoder {
    /// How `Date` values are read; the cases of `JSONDecoder.DateDecodingStrategy`.
    public enum DateDecodingStrategy: Sendable {
        /// `Date`'s own decoding: seconds since 2001-01-01 as a number.
        case deferredToDate
        /// A number of seconds since 1970-01-01.
        case secondsSince1970
        /// A number of milliseconds since 1970-01-01.
        case millisecondsSince1970
        /// An ISO 8601 (RFC 3339) string.
        case iso8601
        /// A string the formatter parses.
        case formatted(DateFormatter)
        /// Whatever the closure reads from the decoder.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
    }

    /// How `Data` values are read; the cases of `JSONDecoder.DataDecodingStrategy`.
    public enum DataDecodingStrategy: Sendable {
        /// `Data`'s own decoding: an array of bytes.
        case deferredToData
        /// A Base64 string.
        case base64
        /// Whatever the closure reads from the decoder.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Data)
    }

    /// How infinities and NaN are read; the cases of `JSONDecoder.NonConformingFloatDecodingStrategy`.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Only numbers are accepted.
        case `throw`
        /// These exact strings (written without escapes) stand for the three values.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How JSON keys map to coding keys; the cases of `JSONDecoder.KeyDecodingStrategy`.
    public enum KeyDecodingStrategy: Sendable {
        /// Keys are used as they are.
        case useDefaultKeys
        /// `snake_case` keys are matched as `camelCase`, as `JSONDecoder` converts them.
        case convertFromSnakeCase
        /// The closure maps the path ending in a JSON key to the key to match.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }
}
