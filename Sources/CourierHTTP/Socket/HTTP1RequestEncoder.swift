import Foundation

/// Writes a request as HTTP/1.1 bytes for ``SocketHTTPTransport``: the request line with the
/// URL's path and query, `Host`, the request's fields (with any method override,
/// ``HTTPRequest/wireHeaderFields``), `Content-Length`, then the body.
///
/// The transport owns the connection's framing: `Content-Length`, `Transfer-Encoding` and
/// `Connection` fields of the request are replaced by its own. A method or field name that is not
/// a token, or a field value with CR, LF or NUL (which would smuggle fields or a second request
/// onto the wire), is an ``HTTPError/Kind/invalidRequest`` error, never sent.
enum HTTP1RequestEncoder {
    /// The wire bytes of `request` with `body`.
    /// - Throws: ``HTTPError`` of kind `.invalidRequest`.
    static func encode(_ request: HTTPRequest, body: Data?) throws(HTTPError) -> [UInt8] {
        guard let components = URLComponents(url: request.url, resolvingAgainstBaseURL: true),
            let host = components.host, !host.isEmpty
        else { throw HTTPError(.invalidRequest, request: request, message: "the URL has no host") }
        let method = request.wireMethod.rawValue
        guard HTTPSyntax.isToken(method) else {
            throw HTTPError(.invalidRequest, request: request, message: "the method is not an HTTP token")
        }
        var target = components.percentEncodedPath
        if target.isEmpty { target = "/" }
        if let query = components.percentEncodedQuery { target += "?" + query }
        guard HTTPSyntax.isSafeFieldValue(target), !target.utf8.contains(32) else {
            throw HTTPError(.invalidRequest, request: request, message: "the URL's path cannot be sent as it is")
        }

        var head = "\(method) \(target) HTTP/1.1\r\n"
        let fields = request.wireHeaderFields
        if !fields.contains("Host") {
            let name = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
            head += "Host: \(name)" + (components.port.map { $0 == 80 ? "" : ":\($0)" } ?? "") + "\r\n"
        }
        for field in fields {
            guard HTTPSyntax.isToken(field.name) else {
                throw HTTPError(
                    .invalidRequest, request: request, message: "a header field name is not an HTTP token")
            }
            guard HTTPSyntax.isSafeFieldValue(field.value) else {
                throw HTTPError(
                    .invalidRequest, request: request,
                    message: "the value of header field \(field.name) has a line break or NUL")
            }
            if managedFields.contains(where: { HTTPFields.equalNames($0, field.name) }) { continue }
            head += "\(field.name): \(field.value)\r\n"
        }
        if let body {
            head += "Content-Length: \(body.count)\r\n"
        } else if methodsWithBody.contains(method) {
            head += "Content-Length: 0\r\n"
        }
        head += "\r\n"
        var bytes = Array(head.utf8)
        if let body { bytes.append(contentsOf: body) }
        return bytes
    }

    /// Fields the transport writes itself.
    private static let managedFields = ["Content-Length", "Transfer-Encoding", "Connection"]

    /// Methods that carry a body, so that an empty one is announced as such.
    private static let methodsWithBody: Set<String> = ["POST", "PUT", "PATCH"]
}
