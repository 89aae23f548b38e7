#if canImport(FoundationNetworking)
public import FoundationNetworking
#else
public import Foundation
#endif

/// A change the URL session transports make to the `URLRequest` they build for an
/// ``HTTPRequest``, after everything else (see ``HTTPRequestOptions/urlRequestModifiers``).
///
/// Modifiers compare by identity: two modifiers are equal only when one is a copy of the other,
/// so that ``HTTPRequest`` stays `Hashable` without comparing closures.
///
/// A modifier that changes the URL, method, header fields or body changes what is sent without
/// the middleware seeing it; one that lowers `timeoutInterval` below the request's timeout makes
/// URLSession time out first.
public struct URLRequestModifier: Sendable, Hashable {
    private final class Box: Sendable {
        let modify: @Sendable (inout URLRequest) -> Void
        init(_ modify: @escaping @Sendable (inout URLRequest) -> Void) { self.modify = modify }
    }

    private let box: Box

    /// Creates a modifier.
    /// - Parameter modify: Changes the request in place; called once per attempt, on any thread.
    public init(_ modify: @escaping @Sendable (inout URLRequest) -> Void) {
        box = Box(modify)
    }

    /// Applies the change.
    /// - Parameter urlRequest: The request to change.
    public func modify(_ urlRequest: inout URLRequest) {
        box.modify(&urlRequest)
    }

    /// Whether both are copies of one modifier.
    public static func == (lhs: URLRequestModifier, rhs: URLRequestModifier) -> Bool {
        lhs.box === rhs.box
    }

    /// Hashes the modifier's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(box))
    }
}

extension HTTPCachePolicy {
    /// The `URLRequest` equivalent.
    var urlRequestCachePolicy: URLRequest.CachePolicy {
        switch self {
        case .useProtocolCachePolicy: .useProtocolCachePolicy
        case .reloadIgnoringLocalCacheData: .reloadIgnoringLocalCacheData
        case .returnCacheDataElseLoad: .returnCacheDataElseLoad
        case .returnCacheDataDontLoad: .returnCacheDataDontLoad
        }
    }
}

extension HTTPRequest {
    /// Applies ``options`` to a `URLRequest` built from this request: cache policy, cookies, the
    /// method override (wire method and header field), then the modifiers in order.
    ///
    /// The URL session transports call it last when they build a request; call it yourself when
    /// you build a `URLRequest` from an ``HTTPRequest`` by hand.
    /// - Parameter urlRequest: The request built from this one's method, URL, fields and body.
    public func applyOptions(to urlRequest: inout URLRequest) {
        if let cachePolicy = options.cachePolicy { urlRequest.cachePolicy = cachePolicy.urlRequestCachePolicy }
        if let sendsCookies = options.sendsCookies { urlRequest.httpShouldHandleCookies = sendsCookies }
        if let override = options.methodOverride, override.wireMethod != method {
            urlRequest.httpMethod = override.wireMethod.rawValue
            urlRequest.setValue(method.rawValue, forHTTPHeaderField: override.headerName)
        }
        for modifier in options.urlRequestModifiers { modifier.modify(&urlRequest) }
    }
}
