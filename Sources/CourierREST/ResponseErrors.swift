import CourierHTTP
import CourierSupport
import Foundation

/// The errors ``APIClient`` throws, built so that every message names the phase and, where it
/// helps, a bounded excerpt of the response body — never request header fields.
enum ResponseErrors {
    /// The most body bytes a message quotes.
    static let excerptLimit = 512

    /// A rejected status, with the typed server error (if any) as the underlying error.
    static func status(request: HTTPRequest, response: HTTPResponse, serverError: (any Error)?) -> HTTPError {
        var message = "the server answered with status \(response.statusCode)"
        if !response.body.isEmpty { message += "; body: \(excerpt(of: response.body))" }
        return HTTPError(
            .httpStatus(response.statusCode), request: request, response: response,
            underlyingError: serverError, message: message
        )
    }

    /// A body that did not decode as `type`.
    static func decoding(_ error: any Error, as type: Any.Type, request: HTTPRequest, response: HTTPResponse)
        -> HTTPError
    {
        let reason = (error as? DecodingError).map(describe) ?? String(describing: error)
        var message = "the response could not be decoded as \(type): \(reason)"
        message += response.body.isEmpty ? "; the body is empty" : "; body: \(excerpt(of: response.body))"
        return HTTPError(.decoding, request: request, response: response, underlyingError: error, message: message)
    }

    /// Maps whatever a transport threw to an ``HTTPError`` for `request`.
    static func transport(_ error: any Error, request: HTTPRequest) -> HTTPError {
        if var httpError = error as? HTTPError {
            if httpError.request == nil { httpError.request = request }
            return httpError
        }
        if error is CancellationError || (error as? URLError)?.code == .cancelled {
            return HTTPError(.cancelled, request: request, underlyingError: error)
        }
        return HTTPError(.transport, request: request, underlyingError: error)
    }

    /// At most ``excerptLimit`` bytes of `body` as text, marked with the full size when cut.
    static func excerpt(of body: Data) -> String {
        BodyExcerpt.text(of: body, limit: excerptLimit, cutMark: .ellipsisAndTotal)
    }

    /// A one-line account of a `DecodingError`: what was expected, where, and what went wrong.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return
                "expected \(type) at \(path(context.codingPath)) but found null or nothing: \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "missing key \"\(key.stringValue)\" at \(path(context.codingPath + [key]))"
        case .dataCorrupted(let context):
            return "invalid data at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    /// A coding path as `items[3].name`; the empty path is `<root>`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "<root>" : text
    }
}
