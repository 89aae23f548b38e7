/// Per-request settings of the URL session transports beyond method, URL, header fields, body and
/// timeout (``HTTPRequest/timeoutInterval``): cache policy, cookies, method override, and a hook
/// for anything else `URLRequest` offers.
///
/// ```swift
/// var request = HTTPRequest(method: .patch, url: url)
/// request.options.cachePolicy = .reloadIgnoringLocalCacheData
/// request.options.sendsCookies = false
/// request.options.methodOverride = .post      // POST on the wire, X-HTTP-Method-Override: PATCH
/// request.options.urlRequestModifiers.append(URLRequestModifier { $0.networkServiceType = .background })
/// ```
///
/// `nil` leaves the session configuration's setting in place. Other transports (mocks, the
/// loopback server) see the options on the request and may ignore them.
public struct HTTPRequestOptions: Sendable, Hashable {
    /// Whether and how a `URLCache` answers the request; `nil` keeps `URLRequest`'s default,
    /// ``HTTPCachePolicy/useProtocolCachePolicy``. Only matters with a session configuration that
    /// has a `URLCache` (the transports' default configuration has none).
    public var cachePolicy: HTTPCachePolicy?
    /// Whether the session's cookie storage adds its cookies to the request (and stores the
    /// response's): `URLRequest.httpShouldHandleCookies`; `nil` keeps the default, `true`.
    ///
    /// Apple platforms honour it. On Linux the URLSession transports store response cookies
    /// themselves and honour it for those (`false` stores none), but FoundationNetworking ignores
    /// it for the request: it adds the storage's cookies to every request of a session whose
    /// configuration has `httpShouldSetCookies` and a cookie storage (replacing a `Cookie` field
    /// you set). To keep cookies off the wire on Linux, give the transport a session
    /// configuration without a cookie storage.
    public var sendsCookies: Bool?
    /// Sends the request with another method on the wire and its real method in a header, for
    /// servers or proxies that only let `GET` and `POST` through; `nil` sends the method as it is.
    public var methodOverride: HTTPMethodOverride?
    /// Changes applied to the `URLRequest` last, in order, after everything else is set: anything
    /// else `URLRequest` offers (network service type, cellular access, HTTP pipelining …).
    public var urlRequestModifiers: [URLRequestModifier]

    /// Creates options; every default leaves the transport's behaviour unchanged.
    /// - Parameters:
    ///   - cachePolicy: The cache policy, or `nil` for the default.
    ///   - sendsCookies: Whether cookies from the session's storage are sent, or `nil` for the default.
    ///   - methodOverride: The method override, or `nil` for none.
    ///   - urlRequestModifiers: Changes applied to the `URLRequest` last.
    public init(
        cachePolicy: HTTPCachePolicy? = nil,
        sendsCookies: Bool? = nil,
        methodOverride: HTTPMethodOverride? = nil,
        urlRequestModifiers: [URLRequestModifier] = []
    ) {
        self.cachePolicy = cachePolicy
        self.sendsCookies = sendsCookies
        self.methodOverride = methodOverride
        self.urlRequestModifiers = urlRequestModifiers
    }
}

/// How a request tunnels its method: the method sent on the wire and the header field that
/// carries the real one (the `X-HTTP-Method-Override` convention of Google APIs, ASP.NET and
/// many Rails and Express apps).
public struct HTTPMethodOverride: Sendable, Hashable {
    /// The method on the wire; `POST` by default.
    public var wireMethod: HTTPMethod
    /// The header field that carries the request's real method.
    public var headerName: String

    /// `POST` on the wire with `X-HTTP-Method-Override`.
    public static let post = HTTPMethodOverride()

    /// Creates an override.
    /// - Parameters:
    ///   - wireMethod: The method on the wire.
    ///   - headerName: The header field for the real method.
    public init(wireMethod: HTTPMethod = .post, headerName: String = "X-HTTP-Method-Override") {
        self.wireMethod = wireMethod
        self.headerName = headerName
    }
}

/// Whether a `URLCache` answers a request, as `URLRequest.CachePolicy` without the cases
/// Foundation leaves unimplemented.
public enum HTTPCachePolicy: Sendable, Hashable, CaseIterable {
    /// The cache follows the response's HTTP caching headers.
    case useProtocolCachePolicy
    /// Always load from the server, ignoring cached data.
    case reloadIgnoringLocalCacheData
    /// Use cached data of any age, else load from the server.
    case returnCacheDataElseLoad
    /// Use cached data of any age, else fail without loading.
    case returnCacheDataDontLoad
}

extension HTTPRequest {
    /// The method sent on the wire: the override's method when ``HTTPRequestOptions/methodOverride``
    /// tunnels another one.
    public var wireMethod: HTTPMethod {
        guard let override = options.methodOverride, override.wireMethod != method else { return method }
        return override.wireMethod
    }

    /// The header fields sent on the wire: the request's, plus the method override's field.
    public var wireHeaderFields: HTTPFields {
        guard let override = options.methodOverride, override.wireMethod != method else { return headerFields }
        var fields = headerFields
        fields[override.headerName] = method.rawValue
        return fields
    }
}
