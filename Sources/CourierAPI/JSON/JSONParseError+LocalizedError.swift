public import Foundation

extension JSONParseError: LocalizedError {
    /// `JSON parse error at line:column: reason (byte offset)`, so that `localizedDescription`
    /// says where the document broke rather than Foundation's generic sentence.
    public var errorDescription: String? { "JSON parse error at \(description)" }

    /// The reason alone, e.g. `invalid UTF-8`.
    public var failureReason: String? { reason.description }
}
