public import CourierHTTP
public import Foundation

/// A client for one REST API: it turns ``Endpoint`` values into requests, sends them through the
/// configured middleware and transport, validates the responses and decodes them.
///
/// The client holds no state of its own beyond its configuration; make one per API and pass it
/// to the code that needs it.
///
/// ```swift
/// let client = APIClient(baseURL: URL(string: "https://api.example.com/v1"), transport: transport)
/// let user = try await client.send(Endpoint<User>("users/42"))
/// ```
public struct APIClient: Sendable {
    /// The configuration every request uses.
    public let configuration: APIConfiguration
    let chain: MiddlewareTransport
    /// The configuration's base URL taken apart once, or why it cannot serve as one (thrown by
    /// every request with a relative path).
    let base: Result<BaseURLParts, HTTPError>?
    /// The JSON coders the configuration's engine selects, made once.
    let bodyDecoder: any JSONBodyDecoder
    let bodyEncoder: any JSONBodyEncoder

    /// Creates a client.
    /// - Parameter configuration: The settings to apply to every endpoint.
    public init(configuration: APIConfiguration) {
        self.configuration = configuration
        self.chain = MiddlewareTransport(transport: configuration.transport, middlewares: configuration.middlewares)
        self.base = configuration.baseURL.map { url in Result { () throws(HTTPError) in try BaseURLParts(url) } }
        self.bodyDecoder = configuration.bodyDecoder
        self.bodyEncoder = configuration.bodyEncoder
    }

    /// Creates a client from a base URL, a transport and a closure that adjusts the defaults.
    /// - Parameters:
    ///   - baseURL: The URL relative endpoint paths are resolved against.
    ///   - transport: The transport that sends requests.
    ///   - configure: Adjusts the ``APIConfiguration`` defaults.
    public init(baseURL: URL?, transport: any HTTPTransport, configure: (inout APIConfiguration) -> Void = { _ in }) {
        self.init(configuration: APIConfiguration(baseURL: baseURL, transport: transport, configure: configure))
    }

    /// Sends `endpoint` and returns its decoded response.
    /// - Parameter endpoint: The endpoint to call.
    /// - Returns: The decoded value.
    /// - Throws: ``/CourierHTTP/HTTPError``: ``/CourierHTTP/HTTPError/Kind/invalidRequest`` when the
    ///   request cannot be built, the transport's error kinds (``/CourierHTTP/HTTPError/Kind/cancelled``
    ///   when the calling task is cancelled), ``/CourierHTTP/HTTPError/Kind/httpStatus(_:)`` for a rejected
    ///   response (with the typed server error, see `HTTPError.serverError(as:)`),
    ///   ``/CourierHTTP/HTTPError/Kind/decoding``.
    public func send<Response>(_ endpoint: Endpoint<Response>) async throws(HTTPError) -> Response {
        try await response(for: endpoint).value
    }

    /// Sends `endpoint` and returns its decoded response with the HTTP response it came from.
    /// - Parameter endpoint: The endpoint to call.
    /// - Returns: The decoded value, the response and the request.
    /// - Throws: ``/CourierHTTP/HTTPError``, as ``send(_:)`` does.
    public func response<Response>(for endpoint: Endpoint<Response>) async throws(HTTPError) -> APIResponse<Response> {
        let request = try endpoint.makeRequest(
            using: configuration, base: Self.base(base, for: endpoint), encoder: bodyEncoder)
        let response: HTTPResponse
        do {
            response = try await chain.send(request)
        } catch {
            throw ResponseErrors.transport(error, request: request)
        }
        guard configuration.validation.isValid(response) else {
            let serverError = endpoint.serverErrorDecoder?.decode(response.body, decoder: bodyDecoder)
            throw ResponseErrors.status(request: request, response: response, serverError: serverError)
        }
        do {
            let value = try endpoint.decoding.decode(response, decoder: bodyDecoder)
            return APIResponse(value: value, response: response, request: request)
        } catch {
            throw ResponseErrors.decoding(error, as: Response.self, request: request, response: response)
        }
    }

    /// The base URL parts, or the error that makes `endpoint` fail when it needs them.
    static func base<Response>(_ base: Result<BaseURLParts, HTTPError>?, for endpoint: Endpoint<Response>)
        throws(HTTPError) -> BaseURLParts?
    {
        guard let base else { return nil }
        switch (base, endpoint.target) {
        case (.success(let parts), _): return parts
        case (.failure, .url): return nil
        case (.failure(let error), .path): throw error
        }
    }
}
