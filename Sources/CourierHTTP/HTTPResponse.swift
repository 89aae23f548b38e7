public import Foundation

/// An HTTP response as a value: status, header fields and the (size-limited) body.
public struct HTTPResponse: Sendable, Hashable, CustomStringConvertible {
    /// The status code, e.g. `200`.
    public var statusCode: Int
    /// The header fields, in order.
    public var headerFields: HTTPFields
    /// The body bytes.
    public var body: Data
    /// The URL that answered (after redirects), if known.
    public var url: URL?

    /// Creates a response.
    public init(statusCode: Int, headerFields: HTTPFields = [:], body: Data = Data(), url: URL? = nil) {
        self.statusCode = statusCode
        self.headerFields = headerFields
        self.body = body
        self.url = url
    }

    /// Whether the status is in `200..<300`.
    public var isSuccessful: Bool { (200..<300).contains(statusCode) }

    /// The `Content-Type` header value, if any.
    public var contentType: String? { headerFields["Content-Type"] }

    /// `status (N bytes)` — never the body, so it is safe to log.
    public var description: String { "\(statusCode) (\(body.count) bytes)" }
}
