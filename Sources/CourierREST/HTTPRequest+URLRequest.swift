public import CourierHTTP
import Foundation

#if canImport(FoundationNetworking)
public import FoundationNetworking
#else
public import Foundation
#endif

extension HTTPRequest {
    /// The request as a `URLRequest`, for handing to `URLSession` or to code that expects one.
    ///
    /// Method, URL, body and timeout carry over (a file body as `httpBodyStream`; a
    /// ``/CourierHTTP/HTTPBodyStream`` body cannot be turned into one synchronously and is left
    /// out); header fields are added in order (several values of one name are joined with `, ` by
    /// `URLRequest`). Without a timeout of its own the request keeps `URLRequest`'s default. The
    /// ``/CourierHTTP/HTTPRequest/options`` are applied last, as the URL session transports apply
    /// them.
    /// - Returns: The equivalent `URLRequest`.
    public func makeURLRequest() -> URLRequest {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = method.rawValue
        for field in headerFields {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        switch bodySource {
        case .data(let data)?: urlRequest.httpBody = data
        // A file streams from disk; a stream body has no synchronous form and is left out.
        case .file(let file)?: urlRequest.httpBodyStream = InputStream(url: file)
        case .stream?, nil: break
        }
        if let timeoutInterval { urlRequest.timeoutInterval = timeoutInterval }
        applyOptions(to: &urlRequest)
        return urlRequest
    }
}
