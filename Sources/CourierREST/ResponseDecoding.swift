public import CourierHTTP
public import Foundation

/// How a successful response becomes an endpoint's `Response` value.
///
/// Open-ended: the static members cover JSON, raw bytes, text and no content; write your own
/// with ``init(_:)``. Errors a decoding throws reach the caller as an ``/CourierHTTP/HTTPError`` of kind
/// ``/CourierHTTP/HTTPError/Kind/decoding`` with the response attached.
public struct ResponseDecoding<Response>: Sendable {
    private let decodeResponse: @Sendable (HTTPResponse, any JSONBodyDecoder) throws -> Response

    /// Creates a decoding from a closure.
    /// - Parameter decode: Turns the response into a value, given the configuration's JSON decoder.
    public init(
        _ decode: @escaping @Sendable (_ response: HTTPResponse, _ decoder: any JSONBodyDecoder) throws -> Response
    ) {
        self.decodeResponse = decode
    }

    /// Decodes `response`.
    /// - Parameters:
    ///   - response: The validated response.
    ///   - decoder: The configuration's JSON decoder.
    /// - Returns: The value.
    /// - Throws: Whatever the decoding throws (a `DecodingError` for JSON).
    public func decode(_ response: HTTPResponse, decoder: any JSONBodyDecoder) throws -> Response {
        try decodeResponse(response, decoder)
    }
}

// `SendableMetatype`: the decoding closure is `@Sendable` and uses `Response.self`. Every
// ordinary type meets it; only types with isolated conformances do not.
extension ResponseDecoding where Response: Decodable & SendableMetatype {
    /// Decodes the body as JSON with the configuration's decoder.
    public static var json: ResponseDecoding {
        ResponseDecoding { response, decoder in try decoder.decode(Response.self, from: response.body) }
    }
}

extension ResponseDecoding where Response == Data {
    /// The body bytes, unchanged.
    public static var data: ResponseDecoding {
        ResponseDecoding { response, _ in response.body }
    }
}

extension ResponseDecoding where Response == String {
    /// The body as UTF-8 text; a body that is not valid UTF-8 fails to decode.
    public static var string: ResponseDecoding {
        ResponseDecoding { response, _ in
            guard let text = String(data: response.body, encoding: .utf8) else {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(codingPath: [], debugDescription: "The body is not valid UTF-8.")
                )
            }
            return text
        }
    }
}

extension ResponseDecoding where Response == Void {
    /// No content: the body, if any, is ignored.
    public static var empty: ResponseDecoding {
        ResponseDecoding { _, _ in () }
    }
}

extension ResponseDecoding where Response == EmptyResponse {
    /// No content: the body, if any, is ignored.
    public static var empty: ResponseDecoding {
        ResponseDecoding { _, _ in EmptyResponse() }
    }
}
