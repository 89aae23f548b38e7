import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Conversions of what URLSession reports into Courier's HTTP values: errors and header fields.
enum URLSessionErrorMapping {
    /// The ``HTTPError`` for an error URLSession reported, keeping it as the underlying error:
    /// `timedOut` is a timeout, `cancelled` a cancellation, an untrusted certificate a server-trust
    /// failure (``URLSessionServerTrust/failure(for:host:)``), anything else a transport failure.
    static func httpError(for error: any Error, request: HTTPRequest) -> HTTPError {
        guard let urlError = error as? URLError else {
            return HTTPError(.transport, request: request, underlyingError: error)
        }
        switch urlError.code {
        case .timedOut:
            return HTTPError(.timeout, request: request, underlyingError: urlError)
        case .cancelled:
            return HTTPError(.cancelled, request: request, underlyingError: urlError)
        default:
            if let trust = URLSessionServerTrust.failure(for: urlError, host: request.url.host) {
                return HTTPError(serverTrust: trust, request: request)
            }
            return HTTPError(.transport, request: request, underlyingError: urlError)
        }
    }

    /// The response's header fields, sorted by name: Foundation does not keep their wire order.
    static func fields(of response: HTTPURLResponse) -> HTTPFields {
        // Each name is lower-cased once, not at every comparison of the sort.
        let headers = response.allHeaderFields
        var keyed: [(key: String, field: HTTPFields.Field)] = []
        keyed.reserveCapacity(headers.count)
        for (key, value) in headers {
            guard let name = key as? String else { continue }
            keyed.append(
                (
                    name.lowercased(),
                    HTTPFields.Field(name: name, value: (value as? String) ?? String(describing: value))
                ))
        }
        keyed.sort { $0.key < $1.key }
        return HTTPFields(keyed.map(\.field))
    }
}
