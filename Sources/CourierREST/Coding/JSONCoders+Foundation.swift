public import Foundation

extension CourierJSONDecoder {
    /// A Foundation `JSONDecoder` with the same strategies and `userInfo`.
    /// - Returns: A new decoder.
    public func foundationDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        switch keyDecodingStrategy {
        case .useDefaultKeys: decoder.keyDecodingStrategy = .useDefaultKeys
        case .convertFromSnakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
        case .custom(let convert): decoder.keyDecodingStrategy = .custom(convert)
        }
        switch dateDecodingStrategy {
        case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
        case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
        case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
        case .iso8601: decoder.dateDecodingStrategy = .iso8601
        case .formatted(let formatter): decoder.dateDecodingStrategy = .formatted(formatter)
        case .custom(let decode): decoder.dateDecodingStrategy = .custom(decode)
        }
        switch dataDecodingStrategy {
        case .deferredToData: decoder.dataDecodingStrategy = .deferredToData
        case .base64: decoder.dataDecodingStrategy = .base64
        case .custom(let decode): decoder.dataDecodingStrategy = .custom(decode)
        }
        switch nonConformingFloatDecodingStrategy {
        case .throw: decoder.nonConformingFloatDecodingStrategy = .throw
        case .convertFromString(let positive, let negative, let nan):
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(
                positiveInfinity: positive, negativeInfinity: negative, nan: nan)
        }
        return decoder
    }
}

extension CourierJSONEncoder {
    /// A Foundation `JSONEncoder` with the same formatting, strategies and `userInfo`.
    /// - Returns: A new encoder.
    public func foundationEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.userInfo = userInfo
        var formatting: JSONEncoder.OutputFormatting = []
        if outputFormatting.contains(.prettyPrinted) { formatting.insert(.prettyPrinted) }
        if outputFormatting.contains(.sortedKeys) { formatting.insert(.sortedKeys) }
        if outputFormatting.contains(.withoutEscapingSlashes) { formatting.insert(.withoutEscapingSlashes) }
        encoder.outputFormatting = formatting
        switch keyEncodingStrategy {
        case .useDefaultKeys: encoder.keyEncodingStrategy = .useDefaultKeys
        case .convertToSnakeCase: encoder.keyEncodingStrategy = .convertToSnakeCase
        case .custom(let convert): encoder.keyEncodingStrategy = .custom(convert)
        }
        switch dateEncodingStrategy {
        case .deferredToDate: encoder.dateEncodingStrategy = .deferredToDate
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        case .formatted(let formatter): encoder.dateEncodingStrategy = .formatted(formatter)
        case .custom(let encode): encoder.dateEncodingStrategy = .custom(encode)
        }
        switch dataEncodingStrategy {
        case .deferredToData: encoder.dataEncodingStrategy = .deferredToData
        case .base64: encoder.dataEncodingStrategy = .base64
        case .custom(let encode): encoder.dataEncodingStrategy = .custom(encode)
        }
        switch nonConformingFloatEncodingStrategy {
        case .throw: encoder.nonConformingFloatEncodingStrategy = .throw
        case .convertToString(let positive, let negative, let nan):
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: positive, negativeInfinity: negative, nan: nan)
        }
        return encoder
    }
}
