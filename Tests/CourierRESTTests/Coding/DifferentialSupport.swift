import CourierREST
import Foundation

/// How the differential tests compare outcomes: a successful decode by its canonical JSON, an
/// error by its case, type, coding path (string and int values) and debug description.
enum DifferentialOutcome {
    static func describe<T: Encodable>(_ result: Result<T, any Error>) -> String {
        switch result {
        case .success(let value): return "value " + canonicalJSON(value)
        case .failure(let error): return describe(error)
        }
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            return "typeMismatch \(type) \(describe(context.codingPath)) \(context.debugDescription)"
        case DecodingError.valueNotFound(let type, let context):
            return "valueNotFound \(type) \(describe(context.codingPath)) \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, let context):
            return "keyNotFound \(key.stringValue) \(describe(context.codingPath)) \(context.debugDescription)"
        case DecodingError.dataCorrupted(let context):
            return "dataCorrupted \(describe(context.codingPath)) \(context.debugDescription)"
        case EncodingError.invalidValue(let value, let context):
            return "invalidValue \(value) \(describe(context.codingPath)) \(context.debugDescription)"
        default:
            return "other \(error)"
        }
    }

    /// `value` encoded by `JSONEncoder` and by `CourierJSONEncoder`, both with sorted keys, each
    /// described as the other outcomes are.
    static func sortedKeysEncodings<T: Encodable>(of value: T) -> (expected: String, actual: String) {
        var ours = CourierJSONEncoder()
        ours.outputFormatting = [.sortedKeys]
        let theirs = JSONEncoder()
        theirs.outputFormatting = [.sortedKeys]
        let expected = Result { try theirs.encode(value) }.map { String(decoding: $0, as: UTF8.self) }
        let actual = Result { try ours.encode(value) }.map { String(decoding: $0, as: UTF8.self) }
        return (describe(expected), describe(actual))
    }

    static func describe(_ path: [any CodingKey]) -> String {
        "["
            + path.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }
            .joined(separator: ", ") + "]"
    }

    /// A value as sorted JSON with non-conforming floats spelled out, so that NaN equals NaN and
    /// `Data` shows its bytes.
    static func canonicalJSON<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.timeIntervalSinceReferenceDate.bitPattern)
        }
        encoder.dataEncodingStrategy = .deferredToData
        guard let data = try? encoder.encode(value) else { return "<unencodable>" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// A JSON document's meaning, for comparing output whose object member order is unspecified.
enum JSONMeaning {
    static func of(_ data: Data) -> NSObject? {
        (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) as? NSObject
    }
}
