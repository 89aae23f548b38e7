public import CourierHTTP
public import Foundation

/// What the loopback server answers to a request, including injected faults.
public struct LoopbackResponse: Sendable {
    /// How the body is framed on the wire.
    public enum Framing: Sendable, Hashable {
        /// A `Content-Length` header (the default).
        case contentLength
        /// `Transfer-Encoding: chunked`, one chunk per write, so the client cannot know the length.
        case chunked
    }

    /// A misbehaviour to inject into the exchange.
    public enum Fault: Sendable, Hashable {
        /// Send the head (declaring the full length), then close the connection before the body.
        case dropBeforeBody
        /// Send the head and the first `bytes` of the body, then reset the connection.
        case dropMidBody(afterBytes: Int)
        /// Send the body `bytes` at a time, waiting `interval` seconds between writes.
        case drip(bytes: Int, interval: TimeInterval)
        /// Never answer; hold the connection until the client or ``LoopbackHTTPServer/stop()``
        /// closes it.
        case neverRespond
    }

    /// The status code.
    public var status: Int
    /// The header fields; `Content-Length`, `Transfer-Encoding` and `Connection` are added by the
    /// server.
    public var headerFields: HTTPFields
    /// The body.
    public var body: Data
    /// A file whose contents are the body, read and sent a piece at a time (so a response of
    /// any size is served without holding it); ``body`` and ``framing`` are then ignored and a
    /// `Content-Length` is sent. Of the faults, ``Fault/dropMidBody(afterBytes:)`` and
    /// ``Fault/drip(bytes:interval:)`` apply.
    public var bodyFile: URL?
    /// The body framing.
    public var framing: Framing
    /// Seconds to wait before sending anything.
    public var delay: TimeInterval
    /// The fault to inject, if any.
    public var fault: Fault?

    /// Creates a response.
    public init(
        status: Int = 200,
        headerFields: HTTPFields = [:],
        body: Data = Data(),
        framing: Framing = .contentLength,
        delay: TimeInterval = 0,
        fault: Fault? = nil
    ) {
        self.status = status
        self.headerFields = headerFields
        self.body = body
        self.framing = framing
        self.delay = delay
        self.fault = fault
    }

    /// A response with `status` and an empty body.
    /// - Parameters:
    ///   - status: The status code.
    ///   - retryAfter: A `Retry-After` value in seconds, if any.
    /// - Returns: The response.
    public static func status(_ status: Int, retryAfter: Int? = nil) -> LoopbackResponse {
        var fields = HTTPFields()
        if let retryAfter { fields["Retry-After"] = String(retryAfter) }
        return LoopbackResponse(status: status, headerFields: fields)
    }

    /// A `200` (or `status`) response with a JSON body.
    /// - Parameters:
    ///   - json: The JSON text.
    ///   - status: The status code.
    /// - Returns: The response.
    public static func json(_ json: String, status: Int = 200) -> LoopbackResponse {
        LoopbackResponse(status: status, headerFields: ["Content-Type": "application/json"], body: Data(json.utf8))
    }

    /// A `200` (or `status`) response with a plain-text body.
    public static func text(_ text: String, status: Int = 200) -> LoopbackResponse {
        LoopbackResponse(
            status: status, headerFields: ["Content-Type": "text/plain; charset=utf-8"], body: Data(text.utf8))
    }

    /// A `200` (or `status`) response whose body is the file at `url`, streamed from disk.
    /// - Parameters:
    ///   - url: The file.
    ///   - contentType: The `Content-Type`.
    ///   - status: The status code.
    /// - Returns: The response.
    public static func file(
        _ url: URL, contentType: String = "application/octet-stream", status: Int = 200
    ) -> LoopbackResponse {
        var response = LoopbackResponse(status: status, headerFields: ["Content-Type": contentType])
        response.bodyFile = url
        return response
    }

    /// A copy with `fault` injected.
    public func with(fault: Fault) -> LoopbackResponse {
        var copy = self
        copy.fault = fault
        return copy
    }

    /// A copy that waits `delay` seconds before answering.
    public func delayed(by delay: TimeInterval) -> LoopbackResponse {
        var copy = self
        copy.delay = delay
        return copy
    }

    /// The reason phrase for the status line.
    var reasonPhrase: String {
        switch status {
        case 100: return "Continue"
        case 200: return "OK"
        case 201: return "Created"
        case 204: return "No Content"
        case 206: return "Partial Content"
        case 301: return "Moved Permanently"
        case 302: return "Found"
        case 307: return "Temporary Redirect"
        case 308: return "Permanent Redirect"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 404: return "Not Found"
        case 413: return "Content Too Large"
        case 416: return "Range Not Satisfiable"
        case 429: return "Too Many Requests"
        case 431: return "Request Header Fields Too Large"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
