import Foundation

/// The redirects ``SocketHTTPTransport`` follows, and the request each one leads to.
enum SocketHTTPRedirects {
    /// The request that `response` redirects `request` to, with its body, or `nil` when the
    /// response is final: not a redirect, no usable `Location`, or a target that is not `http`.
    static func follow(_ request: HTTPRequest, body: Data?, response: HTTPResponse)
        -> (request: HTTPRequest, body: Data?)?
    {
        guard [301, 302, 303, 307, 308].contains(response.statusCode),
            let location = response.headerFields["Location"], !location.isEmpty,
            let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
            target.scheme?.lowercased() == "http", target.host?.isEmpty == false
        else { return nil }
        var next = request
        next.url = target
        var nextBody = body
        let becomesGet =
            response.statusCode == 303
            ? request.method != .head
            : (response.statusCode == 301 || response.statusCode == 302) && request.wireMethod == .post
        if becomesGet {
            next.method = .get
            next.options.methodOverride = nil
            next.bodySource = nil
            nextBody = nil
            next.headerFields.remove("Content-Type")
        }
        if URLSessionRedirectPolicy.origin(of: target) != URLSessionRedirectPolicy.origin(of: request.url) {
            next.headerFields.remove("Authorization")
            next.headerFields.remove("Cookie")
        }
        return (next, nextBody)
    }
}
