public import Foundation

/// Something that decodes a JSON body: ``CourierJSONDecoder`` (the default of ``APIConfiguration``)
/// or Foundation's `JSONDecoder`.
public protocol JSONBodyDecoder: Sendable {
    /// Decodes a value of `type` from a JSON document.
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - data: The document.
    /// - Returns: The value.
    /// - Throws: `DecodingError`, or what the type's `init(from:)` throws.
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

/// Something that encodes a JSON body: ``CourierJSONEncoder`` (the default of ``APIConfiguration``)
/// or Foundation's `JSONEncoder`.
public protocol JSONBodyEncoder: Sendable {
    /// Encodes `value` as a JSON document.
    /// - Parameter value: The value to encode.
    /// - Returns: The document's bytes.
    /// - Throws: `EncodingError`, or what the value's `encode(to:)` throws.
    func encode<T: Encodable>(_ value: T) throws -> Data
}

extension CourierJSONDecoder: JSONBodyDecoder {}
extension CourierJSONEncoder: JSONBodyEncoder {}
extension JSONDecoder: JSONBodyDecoder {}
extension JSONEncoder: JSONBodyEncoder {}

/// Which implementation codes an ``APIClient``'s JSON: both read the same settings
/// (``APIConfiguration/decoder`` and ``APIConfiguration/encoder``).
public enum JSONCodingEngine: Sendable, Hashable {
    /// ``CourierJSONDecoder`` and ``CourierJSONEncoder``: Foundation's results, several times faster.
    case courier
    /// Foundation's `JSONDecoder` and `JSONEncoder`, configured with the same strategies.
    case foundation
}
