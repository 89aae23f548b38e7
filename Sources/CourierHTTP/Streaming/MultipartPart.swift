/// One part of a `multipart/mixed` body: its header fields and its body bytes.
public struct MultipartPart: Sendable, Hashable {
    /// The part's header fields, in order.
    public var headerFields: HTTPFields
    /// The part's body.
    public var body: [UInt8]

    /// Creates a part.
    ///
    /// - Parameters:
    ///   - headerFields: The header fields.
    ///   - body: The body.
    public init(headerFields: HTTPFields = [:], body: [UInt8]) {
        self.headerFields = headerFields
        self.body = body
    }
}

/// Why a `multipart/mixed` body could not be read.
public enum MultipartParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A part (or the preamble) grew beyond the limit without a delimiter.
    case partTooLarge(limit: Int)
    /// A header line without a colon.
    case malformedHeader(String)
    /// The body ended before the closing delimiter.
    case truncated
    /// The `Content-Type` has no `boundary` parameter.
    case missingBoundary

    /// A sentence describing the failure.
    public var description: String {
        switch self {
        case .partTooLarge(let limit): "multipart part larger than \(limit) bytes"
        case .malformedHeader(let line): "malformed multipart header line: \(line)"
        case .truncated: "multipart body ended before its closing delimiter"
        case .missingBoundary: "multipart Content-Type without a boundary"
        }
    }
}
