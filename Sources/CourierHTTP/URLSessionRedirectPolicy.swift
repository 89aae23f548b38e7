import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a followed redirect keeps: `Authorization` and `Cookie` stay within the origin.
enum URLSessionRedirectPolicy {
    /// `request` without `Authorization` and `Cookie` when it leaves the origin of `original`.
    ///
    /// Origins compare scheme, host and port (the scheme's default port when none is written), so
    /// a redirect to another port of the same host counts as another origin, as in RFC 6454.
    static func redirect(_ request: URLRequest, from original: URL) -> URLRequest {
        guard let target = request.url, origin(of: target) != origin(of: original) else { return request }
        var stripped = request
        stripped.setValue(nil, forHTTPHeaderField: "Authorization")
        stripped.setValue(nil, forHTTPHeaderField: "Cookie")
        return stripped
    }

    /// Scheme, host and port of `url`, lower-cased, with the scheme's default port filled in.
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let host = url.host?.lowercased() ?? ""
        let defaultPort = scheme == "https" ? 443 : (scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host):\(url.port ?? defaultPort)"
    }
}
