import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Stores the cookies of a transport's responses in its session's cookie storage, in place of
/// Linux's FoundationNetworking.
///
/// FoundationNetworking parses every response header line for cookies on the session's serial
/// work queue, whether or not it is a `Set-Cookie` line: a string conversion, a split, two trims,
/// a dictionary and `HTTPCookie.cookies(withResponseHeaderFields:for:)` per line: about a seventh
/// of a small request's time on that queue, which every request of the session waits behind.
/// The transports therefore give FoundationNetworking a copy of their session configuration that
/// accepts no cookies, and this jar stores them instead, with the same rules, from each response
/// head (redirects included) that has a `Set-Cookie` field:
/// `HTTPCookie.cookies(withResponseHeaderFields:for:)` for the response's URL, then the storage's
/// `setCookies(_:for:mainDocumentURL:)`, which applies the storage's own accept policy.
///
/// Two differences from FoundationNetworking, both as on Apple platforms: the field name matches
/// case-insensitively (FoundationNetworking only takes `Set-Cookie` spelled so), and a request
/// whose `httpShouldHandleCookies` is `false` (``HTTPRequestOptions/sendsCookies``) stores no
/// cookies and gets none added when it is redirected.
///
/// On Apple platforms `URLSession` handles cookies itself and no jar is made.
///
/// `@unchecked` because `HTTPCookieStorage` is not declared `Sendable` in every SDK Courier
/// builds with (Linux's Foundation declares it so); it is thread-safe, and the jar's other
/// property is a `Bool` it never changes.
struct URLSessionCookieJar: @unchecked Sendable {
    /// The storage the configuration named.
    let storage: HTTPCookieStorage
    /// The configuration's `httpShouldSetCookies`: whether requests carry the storage's cookies.
    let sendsCookies: Bool

    /// The configuration to create the session with, and the jar that stores its cookies, if
    /// any.
    ///
    /// - Parameter configuration: The configuration the transport was given; it is not changed.
    /// - Returns: On Linux, for a configuration with a cookie storage and an accept policy other
    ///   than `.never`, a copy that accepts no cookies and a jar over the same storage; otherwise
    ///   `configuration` itself and `nil`.
    static func adopting(_ configuration: URLSessionConfiguration) -> (URLSessionConfiguration, URLSessionCookieJar?) {
        #if canImport(FoundationNetworking)
        guard configuration.httpCookieAcceptPolicy != .never, let storage = configuration.httpCookieStorage,
            let copy = configuration.copy() as? URLSessionConfiguration
        else { return (configuration, nil) }
        copy.httpCookieAcceptPolicy = .never
        return (copy, URLSessionCookieJar(storage: storage, sendsCookies: configuration.httpShouldSetCookies))
        #else
        return (configuration, nil)
        #endif
    }

    /// Stores the cookies `response` sets, for its URL.
    ///
    /// - Parameters:
    ///   - response: A response head, final or a redirect.
    ///   - request: The request it answers; with `httpShouldHandleCookies` off nothing is stored.
    func store(from response: HTTPURLResponse, of request: URLRequest?) {
        guard request?.httpShouldHandleCookies ?? true, let url = response.url,
            let value = Self.setCookieValue(of: response)
        else { return }
        let cookies = HTTPCookie.cookies(withResponseHeaderFields: ["Set-Cookie": value], for: url)
        guard !cookies.isEmpty else { return }
        storage.setCookies(cookies, for: url, mainDocumentURL: nil)
    }

    /// Stores the cookies of the redirect `response` and gives `next` the storage's cookies for
    /// its URL, as a session without a delegate does.
    ///
    /// With a delegate, FoundationNetworking asks it about a redirect with a request that carries
    /// none of the storage's cookies; without one, it sends the new request with them (those the
    /// redirect itself set included), and so does `URLSession` on Apple platforms.
    /// - Parameters:
    ///   - next: The request FoundationNetworking made for the redirect.
    ///   - response: The redirect.
    ///   - original: The task's first request.
    /// - Returns: `next`, with a `Cookie` field from the storage when it has cookies for its URL,
    ///   the configuration sends cookies and `original` handles them.
    func redirecting(_ next: URLRequest, after response: HTTPURLResponse, of original: URLRequest?) -> URLRequest {
        store(from: response, of: original)
        guard sendsCookies, original?.httpShouldHandleCookies ?? true, let url = next.url,
            let cookies = storage.cookies(for: url), !cookies.isEmpty,
            let field = HTTPCookie.requestHeaderFields(with: cookies)["Cookie"], !field.isEmpty
        else { return next }
        var next = next
        next.setValue(field, forHTTPHeaderField: "Cookie")
        return next
    }

    /// The `Set-Cookie` value of `response` (FoundationNetworking joins repeated fields with
    /// commas, which the cookie parser splits again), any spelling of the name.
    private static func setCookieValue(of response: HTTPURLResponse) -> String? {
        var values: [String] = []
        for (name, value) in response.allHeaderFields {
            guard let name = name as? String, name.utf8.count == 10,
                name.caseInsensitiveCompare("Set-Cookie") == .orderedSame, let value = value as? String
            else { continue }
            values.append(value)
        }
        return values.isEmpty ? nil : values.joined(separator: ", ")
    }
}
