public import Foundation

/// An HTTP request as a value: method, URL, header fields and body.
///
/// Middleware receives and returns these; the transport turns one into bytes on the wire.
public struct HTTPRequest: Sendable, Hashable, CustomStringConvertible {
    /// The request method.
    public var method: HTTPMethod
    /// The absolute URL.
    public var url: URL
    /// The header fields, in order.
    public var headerFields: HTTPFields
    /// Where the body comes from (memory, a file, a stream), or `nil` for none.
    public var bodySource: HTTPBody?
    /// The body when it is bytes in memory; `nil` for none or for a file or stream body.
    /// Setting it replaces ``bodySource`` with those bytes.
    public var body: Data? {
        get {
            guard case .data(let data)? = bodySource else { return nil }
            return data
        }
        set { bodySource = newValue.map(HTTPBody.data) }
    }
    /// Receives the progress of sending the body, if set.
    public var uploadProgress: TransferProgressReporter?
    /// Receives the progress of receiving the response body, if set.
    public var downloadProgress: TransferProgressReporter?
    /// When set, a transport that can writes a successful (2xx) response body into a new
    /// temporary file in this directory as it arrives, and names it in
    /// ``HTTPResponse/bodyFile``, instead of collecting it in ``HTTPResponse/body``. Set by
    /// ``HTTPTransport/download(_:to:resume:)``, which moves the file into place.
    public var downloadDirectory: URL?
    /// The partial file a resumable download continues (``HTTPTransport/download(_:to:resume:)``).
    var downloadResume: DownloadResumeRequest?
    /// How long the whole exchange may take before it fails with a timeout; `nil` uses the
    /// transport's default.
    public var timeoutInterval: TimeInterval?
    /// Whether sending this request twice is harmless. Retry middleware only re-sends requests
    /// for which this is `true`; it defaults to the method's idempotency, so a `POST` is never
    /// silently re-sent unless the caller sets this.
    public var isIdempotent: Bool
    /// Cache policy, cookies, method override and `URLRequest` modifiers for the URL session
    /// transports; the defaults change nothing.
    public var options = HTTPRequestOptions()

    /// Creates a request.
    /// - Parameters:
    ///   - method: The method; `GET` by default.
    ///   - url: The absolute URL.
    ///   - headerFields: Header fields, in order.
    ///   - body: The body, if any.
    ///   - timeoutInterval: A per-request timeout, or `nil` for the transport's default.
    ///   - isIdempotent: Whether a retry may re-send it; `nil` takes the method's idempotency.
    public init(
        method: HTTPMethod = .get,
        url: URL,
        headerFields: HTTPFields = [:],
        body: Data? = nil,
        timeoutInterval: TimeInterval? = nil,
        isIdempotent: Bool? = nil
    ) {
        self.method = method
        self.url = url
        self.headerFields = headerFields
        self.bodySource = body.map(HTTPBody.data)
        self.timeoutInterval = timeoutInterval
        self.isIdempotent = isIdempotent ?? method.isIdempotent
    }

    /// `METHOD url` — never the header fields or body, and the URL with its secrets redacted
    /// (``URLRedaction/standard``: a user-info password, token- and key-like query values), so
    /// it is safe to log.
    public var description: String { "\(method) \(URLRedaction.standard.describe(url))" }
}
