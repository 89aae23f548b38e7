import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLRequest`s the URL session transports hand to their sessions, with the request's
/// ``HTTPRequest/options`` applied last.
enum URLSessionRequests {
    /// The `URLRequest` of a collected exchange (``URLSessionTransport``).
    ///
    /// Its idle timeout is only a backstop, a whole second above `timeout` (the exchange's own
    /// deadline enforces `timeout`): Linux's FoundationNetworking truncates the interval to whole
    /// seconds, so a sub-second value would time out at once.
    static func collecting(_ request: HTTPRequest, timeout: TimeInterval) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        setMethod(of: request, on: &urlRequest)
        urlRequest.timeoutInterval = timeout.rounded(.up) + 1
        urlRequest.httpBody = request.body
        addHeaderFields(of: request, to: &urlRequest)
        request.applyOptions(to: &urlRequest)
        return urlRequest
    }

    /// The `URLRequest` of a streamed exchange (``URLSessionStreamingTransport``), whose timeout
    /// is URLSession's own idle timeout, in whole seconds and at least one.
    static func streaming(_ request: HTTPRequest, idleTimeout: TimeInterval) -> URLRequest {
        var urlRequest = URLRequest(url: request.url)
        setMethod(of: request, on: &urlRequest)
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = max(1, idleTimeout.rounded(.up))
        addHeaderFields(of: request, to: &urlRequest)
        request.applyOptions(to: &urlRequest)
        return urlRequest
    }

    /// Sets the request's method. A new `URLRequest` already says `GET`, and FoundationNetworking's
    /// setter compares the value with six method names case-insensitively, so `GET` is not set again.
    private static func setMethod(of request: HTTPRequest, on urlRequest: inout URLRequest) {
        guard request.method != .get else { return }
        urlRequest.httpMethod = request.method.rawValue
    }

    /// Adds the request's header fields in order (URLRequest joins repeated names with `,`).
    private static func addHeaderFields(of request: HTTPRequest, to urlRequest: inout URLRequest) {
        #if canImport(FoundationNetworking)
        // All at once, as `addValue` would have left them (see URLSessionHeaderDictionary).
        if let fields = URLSessionHeaderDictionary.fields(request.headerFields) {
            urlRequest.allHTTPHeaderFields = fields
        }
        #else
        for field in request.headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        #endif
    }
}
