import Foundation

/// The parts of a `ws://` URL the client needs: where to connect and what to request.
struct WebSocketEndpoint: Sendable, Hashable {
    var host: String
    var port: Int
    /// The request target: percent-encoded path (at least `/`) and query.
    var target: String
    var isSecure: Bool

    /// The `Host` header value: the host (bracketed when IPv6) plus the port when not default.
    var hostHeader: String {
        let name = host.contains(":") ? "[\(host)]" : host
        let defaultPort = isSecure ? 443 : 80
        return port == defaultPort ? name : "\(name):\(port)"
    }

    init(url: URL) throws(WebSocketError) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased()
        else {
            throw .invalidRequest("\(url.absoluteString) is not a URL with a scheme")
        }
        switch scheme {
        case "ws", "http": isSecure = false
        case "wss", "https": isSecure = true
        default: throw .invalidRequest("scheme \(scheme) is not ws or wss")
        }
        guard var host = components.host, !host.isEmpty else {
            throw .invalidRequest("\(url.absoluteString) has no host")
        }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host
        port = components.port ?? (isSecure ? 443 : 80)
        guard (1...65535).contains(port) else { throw .invalidRequest("port \(port) is out of range") }
        let path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        target = components.percentEncodedQuery.map { "\(path)?\($0)" } ?? path
    }
}
