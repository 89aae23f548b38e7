public import CourierHTTP

#if canImport(FoundationNetworking)
public import FoundationNetworking
#else
public import Foundation
#endif

extension HTTPRequest {
    /// The request as a `URLRequest`, for handing to `URLSession` or to code that expects one.
    ///
    /// Method, URL, body and timeout carry over; header fields are added in order (several
    /// values of one name are joined with `, ` by `URLRequest`). Without a timeout of its own the
    /// request keeps `URLRequest`'s default. The ``/CourierHTTP/HTTPRequest/options`` are applied
    /// last, as the URL session transports apply them.
    /// - Returns: The equivalent `URLRequest`.
    public func makeURLRequest() -> URLRequest {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = method.rawValue
        for field in headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        urlRequest.httpBody = body
        if let timeoutInterval { urlRequest.timeoutInterval = timeoutInterval }
        applyOptions(to: &urlRequest)
        return urlRequest
    }
}
