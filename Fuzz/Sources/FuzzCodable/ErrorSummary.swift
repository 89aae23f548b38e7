import Foundation

/// What the fuzzer compares of a coding error: its case, and for `typeMismatch`, `valueNotFound`
/// and `keyNotFound` the type or key and the coding path (each key's `stringValue` and
/// `intValue`). Debug descriptions and underlying errors are left out.
struct ErrorSummary: Equatable, CustomStringConvertible {
    /// The error's case: `typeMismatch`, `dataCorrupted`, …
    let kind: String
    /// The type or key named by the error, if it is compared.
    let subject: String
    /// The coding path, one entry per key (`key` or `key#index`), if it is compared.
    let path: [String]

    /// Summarises `error`.
    /// - Parameter error: What a decoder or encoder threw.
    init(_ error: any Error) {
        switch error {
        case DecodingError.typeMismatch(let type, let context):
            (kind, subject, path) = ("typeMismatch", "\(type)", Self.describe(context.codingPath))
        case DecodingError.valueNotFound(let type, let context):
            (kind, subject, path) = ("valueNotFound", "\(type)", Self.describe(context.codingPath))
        case DecodingError.keyNotFound(let key, let context):
            (kind, subject, path) = ("keyNotFound", key.stringValue, Self.describe(context.codingPath))
        case DecodingError.dataCorrupted:
            (kind, subject, path) = ("dataCorrupted", "", [])
        case EncodingError.invalidValue:
            (kind, subject, path) = ("invalidValue", "", [])
        default:
            (kind, subject, path) = ("other", "\(type(of: error))", [])
        }
    }

    var description: String { "\(kind) \(subject) at [\(path.joined(separator: ", "))]" }

    /// A coding path's keys as `key` or `key#index`.
    static func describe(_ path: [any CodingKey]) -> [String] {
        path.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }
    }

    /// The models' `[String: …]` properties (one-word names, the same under both key strategies).
    private static let dictionaryProperties: Set<String> = ["meta", "totals", "table"]

    /// The path up to and including the dictionary property it goes into, or `nil` when it does
    /// not go into a dictionary's member.
    private var pathToDictionary: ArraySlice<String>? {
        guard let index = path.firstIndex(where: Self.dictionaryProperties.contains), index + 1 < path.count else {
            return nil
        }
        return path[...index]
    }

    /// Whether two decoders' different errors may both be right because a dictionary holds more
    /// than one bad member: Foundation decodes a dictionary's members in the order of a hashed
    /// dictionary (which changes from process to process) and reports the first failure it meets,
    /// `CourierJSONDecoder` in document order. So the errors may differ in case and in the
    /// member's path below the dictionary, or one may be the `dataCorrupted` of a number that does
    /// not fit (which has no path). At least one error must be in a dictionary's member, and when
    /// both are, in the same dictionary.
    static func mayDifferByDictionaryOrder(_ left: ErrorSummary, _ right: ErrorSummary) -> Bool {
        switch (left.pathToDictionary, right.pathToDictionary) {
        case (let leftPath?, let rightPath?): return leftPath == rightPath
        case (.some, nil): return right.kind == "dataCorrupted"
        case (nil, .some): return left.kind == "dataCorrupted"
        case (nil, nil): return false
        }
    }
}
