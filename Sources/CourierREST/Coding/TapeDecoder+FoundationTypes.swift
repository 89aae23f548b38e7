import CourierAPI
import Foundation

// The types `JSONDecoder` decodes itself rather than through their `init(from:)`, with the same
// checks in the same order (null first, then the strategy).
extension TapeDecoder {
    func unwrapDate(_ index: Int, path: CodingPathNode, key: (any CodingKey)?) throws -> Date {
        try checkNotNull(index, Date.self, path: path, key: key)
        if decodesISO8601Dates { return try unwrapISO8601Date(index, path: path, key: key) }
        switch options.dateDecodingStrategy {
        case .deferredToDate:
            return try with(index: index, path: path, key: key) { try Date(from: self) }
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try unwrapDouble(index, path: path, key: key))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try unwrapDouble(index, path: path, key: key) / 1000.0)
        case .iso8601:
            return try unwrapISO8601Date(index, path: path, key: key)
        case .formatted(let formatter):
            let text = try unwrapString(index, path: path, key: key)
            guard let date = formatter.date(from: text) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: path.path(appending: key),
                        debugDescription: "Date string does not match format expected by formatter."))
            }
            return date
        case .custom(let decode):
            return try with(index: index, path: path, key: key) { try decode(self) }
        }
    }

    private func unwrapISO8601Date(_ index: Int, path: CodingPathNode, key: (any CodingKey)?) throws -> Date {
        try checkIsString(index, path: path, key: key)
        if let date = tape.withStringUTF8(at: index, ISO8601DateText.date(utf8:)) { return date }
        guard let date = try? Date.ISO8601FormatStyle().parse(tape.stringValue(at: index)) else {
            // Foundation reports the decoder's current path here, not the value's.
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: node.path(appending: self.key),
                    debugDescription: "Expected date string to be ISO8601-formatted."))
        }
        return date
    }

    func unwrapData(_ index: Int, path: CodingPathNode, key: (any CodingKey)?) throws -> Data {
        try checkNotNull(index, Data.self, path: path, key: key)
        switch options.dataDecodingStrategy {
        case .deferredToData:
            return try with(index: index, path: path, key: key) { try Data(from: self) }
        case .base64:
            guard tape.valueKind(at: index) == .string else {
                throw typeMismatch(String.self, at: index, path: path.path(appending: key))
            }
            guard let data = Data(base64Encoded: tape.stringValue(at: index)) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: path.path(appending: key), debugDescription: "Encountered Data is not valid Base64."
                    ))
            }
            return data
        case .custom(let decode):
            return try with(index: index, path: path, key: key) { try decode(self) }
        }
    }

    func unwrapURL(_ index: Int, path: CodingPathNode, key: (any CodingKey)?) throws -> URL {
        try checkNotNull(index, URL.self, path: path, key: key)
        guard let url = URL(string: try unwrapString(index, path: path, key: key)) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: path.path(appending: key), debugDescription: "Invalid URL string."))
        }
        return url
    }

    func unwrapDecimal(_ index: Int, path: CodingPathNode, key: (any CodingKey)?) throws -> Decimal {
        try checkNotNull(index, Decimal.self, path: path, key: key)
        guard tape.valueKind(at: index) == .number else {
            throw DecodingError.typeMismatch(
                Decimal.self, DecodingError.Context(codingPath: path.path(appending: key), debugDescription: ""))
        }
        if case .integer(let value) = tape.numberValue(at: index) { return Decimal(value) }
        guard let decimal = Decimal(string: numberText(at: index), locale: nil) else {
            throw Self.numberNotRepresentable
        }
        return decimal
    }

    /// A `[String: Value]` under a key strategy: its keys are data, not coding keys, and stay as
    /// they are; the first of two equal keys wins.
    func unwrapDictionary(
        _ index: Int, as type: any StringKeyedDictionary.Type, path: CodingPathNode, key: (any CodingKey)?
    ) throws -> any StringKeyedDictionary {
        try checkNotNull(index, [String: Any].self, path: path, key: key)
        guard tape.valueKind(at: index) == .object else {
            throw typeMismatch([String: Any].self, at: index, path: path.path(appending: key))
        }
        let dictionaryPath = path.appending(key)
        var members: [String: Any] = [:]
        var position = index + 1
        let end = tape.entry(after: index)
        while position < end {
            let name = tape.stringValue(at: position)
            let value = try unwrapExistential(
                position + 1, as: type.valueType, path: dictionaryPath, key: JSONCodingKey(stringValue: name))
            if members[name] == nil { members[name] = value }
            position = tape.entry(after: position + 1)
        }
        return type.init(decodedMembers: members)
    }

    private func unwrapExistential<T: Decodable>(
        _ index: Int, as type: T.Type, path: CodingPathNode, key: any CodingKey
    )
        throws -> Any
    {
        try unwrap(index, as: type, path: path, key: key)
    }
}
