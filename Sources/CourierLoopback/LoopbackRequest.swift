public import CourierHTTP
public import Foundation

/// An HTTP request as the loopback server received it.
public struct LoopbackRequest: Sendable, Hashable {
    /// The method token, e.g. `GET`.
    public var method: HTTPMethod
    /// The request target as sent, e.g. `/users?page=2`.
    public var target: String
    /// The protocol version, e.g. `HTTP/1.1`.
    public var version: String
    /// The header fields, in wire order.
    public var headerFields: HTTPFields
    /// The body, de-chunked.
    public var body: Data

    /// Creates a request.
    public init(
        method: HTTPMethod, target: String, version: String = "HTTP/1.1", headerFields: HTTPFields = [:],
        body: Data = Data()
    ) {
        self.method = method
        self.target = target
        self.version = version
        self.headerFields = headerFields
        self.body = body
    }

    /// The path part of the target, without the query.
    public var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The query part of the target, without the `?`, or `nil`.
    public var query: String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        return String(target[target.index(after: mark)...])
    }

    /// Whether the connection stays open after this request (HTTP/1.1 unless `Connection: close`;
    /// HTTP/1.0 only with `Connection: keep-alive`).
    public var keepsAlive: Bool {
        let connection = headerFields["Connection"]?.lowercased() ?? ""
        if version == "HTTP/1.0" { return connection.contains("keep-alive") }
        return !connection.contains("close")
    }
}
