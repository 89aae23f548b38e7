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
    /// The file holding the body when it was downloaded to disk (``HTTPRequest/downloadDirectory``);
    /// ``body`` is then empty. Until ``HTTPTransport/download(_:to:resume:)`` moves it into place, it
    /// is a temporary file that whoever drops the response removes
    /// (``HTTPDownloadFiles/discard(_:)``).
    public var bodyFile: URL?
    /// Where ``body``'s bytes lie when the transport received them into memory of its own, so that
    /// a JSON parse can read them in place; checked against ``body`` before use.
    package var residentBody = ResidentBodyBytes()

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

    /// `status (N bytes)` (or `status (body in a file)`) — never the body, so it is safe to log.
    public var description: String {
        bodyFile == nil ? "\(statusCode) (\(body.count) bytes)" : "\(statusCode) (body in a file)"
    }
}
