public import CourierHTTP
public import Foundation

/// A description of one API call, typed by the value its response decodes to.
///
/// An endpoint is a plain value: where to send the request (``EndpointTarget``), the method,
/// query items, header fields and body, and how to turn the response into `Response`. An
/// ``APIClient`` sends it; ``makeRequest(using:)`` shows the exact ``/CourierHTTP/HTTPRequest`` it becomes.
///
/// ```swift
/// let user = Endpoint<User>("users/\(id)")
/// let created = Endpoint<User>("users", method: .post, body: .json(newUser))
/// let delete = Endpoint<Void>("users/\(id)", method: .delete)
/// ```
///
/// The response decoding is chosen by `Response`: JSON for `Decodable` types, the raw bytes for
/// `Data`, UTF-8 text for `String`, nothing for `Void` and ``EmptyResponse``. Pass a
/// ``ResponseDecoding`` to the generic initializer for anything else.
public struct Endpoint<Response>: Sendable {
    /// Where the request goes: a path under the base URL, or an absolute URL.
    public var target: EndpointTarget
    /// The request method.
    public var method: HTTPMethod
    /// Query items, percent-encoded and appended in this order.
    public var query: [URLQueryItem]
    /// Header fields; they replace configuration defaults (and the body's `Content-Type`) of the
    /// same name.
    public var headers: HTTPFields
    /// The body.
    public var body: RequestBody
    /// A timeout for this endpoint, in seconds, overriding the configuration's.
    public var timeoutInterval: TimeInterval?
    /// Whether a retry may re-send the request; `nil` takes the method's idempotency.
    public var isIdempotent: Bool?
    /// Cache policy, cookies, method override and `URLRequest` modifiers for the request; see
    /// ``/CourierHTTP/HTTPRequestOptions``. The defaults change nothing.
    public var options = HTTPRequestOptions()
    /// Receives the progress of the request body's upload, if set (see
    /// ``reportingUploadProgress(to:)``).
    public var uploadProgress: TransferProgressReporter?
    /// How a successful response becomes `Response`.
    public var decoding: ResponseDecoding<Response>
    /// Decodes the body of a rejected response into a typed server error, if one is declared.
    var serverErrorDecoder: ServerErrorDecoder?

    /// Creates an endpoint with an explicit response decoding.
    /// - Parameters:
    ///   - target: A path under the base URL (a string literal works) or `.url(_:)`.
    ///   - method: The method; `GET` by default.
    ///   - query: Query items, in order.
    ///   - headers: Header fields that override the configuration's defaults.
    ///   - body: The body; none by default.
    ///   - decoding: How a successful response becomes `Response`.
    public init(
        _ target: EndpointTarget,
        method: HTTPMethod = .get,
        query: [URLQueryItem] = [],
        headers: HTTPFields = [:],
        body: RequestBody = .none,
        decoding: ResponseDecoding<Response>
    ) {
        self.target = target
        self.method = method
        self.query = query
        self.headers = headers
        self.body = body
        self.decoding = decoding
    }

    /// A copy that decodes the body of a rejected (non-2xx by default) response as `errorType`.
    ///
    /// The decoded value is reachable from the thrown error with
    /// `HTTPError.serverError(as:)`; a body that does not decode leaves the status
    /// error without one.
    /// - Parameter errorType: The server's error payload type.
    /// - Returns: The endpoint with the server-error type declared.
    public func serverError<ServerError: Error & Decodable>(_ errorType: ServerError.Type) -> Endpoint {
        var copy = self
        copy.serverErrorDecoder = ServerErrorDecoder(errorType)
        return copy
    }

    /// A copy with its ``options`` changed.
    ///
    /// ```swift
    /// let update = Endpoint<User>("users/1", method: .patch, body: .json(patch))
    ///     .options { $0.methodOverride = .post; $0.sendsCookies = false }
    /// ```
    /// - Parameter configure: Changes the options in place.
    /// - Returns: The endpoint with the new options.
    public func options(_ configure: (inout HTTPRequestOptions) -> Void) -> Endpoint {
        var copy = self
        configure(&copy.options)
        return copy
    }

    /// A copy whose request reports the progress of sending its body to `reporter`.
    ///
    /// ```swift
    /// let progress = TransferProgressReporter()
    /// Task { for await step in progress.updates { print(step.fractionCompleted ?? 0) } }
    /// let photo = try await client.send(
    ///     Endpoint<Photo>("photos", method: .put, body: .file(photoURL)).reportingUploadProgress(to: progress))
    /// ```
    ///
    /// The total is the body's length when it is known (bytes, a file, a stream that declares its
    /// length). The reporter's sequence finishes when the request ends, however it ends; use a
    /// new reporter for each request.
    /// - Parameter reporter: Receives the upload's progress.
    /// - Returns: The endpoint with the reporter attached.
    public func reportingUploadProgress(to reporter: TransferProgressReporter) -> Endpoint {
        var copy = self
        copy.uploadProgress = reporter
        return copy
    }
}

extension Endpoint where Response: Decodable & SendableMetatype {
    /// Creates an endpoint whose response is decoded from JSON with the configuration's decoder.
    /// - Parameters:
    ///   - target: A path under the base URL (a string literal works) or `.url(_:)`.
    ///   - method: The method; `GET` by default.
    ///   - query: Query items, in order.
    ///   - headers: Header fields that override the configuration's defaults.
    ///   - body: The body; none by default.
    public init(
        _ target: EndpointTarget, method: HTTPMethod = .get, query: [URLQueryItem] = [],
        headers: HTTPFields = [:], body: RequestBody = .none
    ) {
        self.init(target, method: method, query: query, headers: headers, body: body, decoding: .json)
    }
}

extension Endpoint where Response == Data {
    /// Creates an endpoint whose response is the raw body bytes.
    /// - Parameters:
    ///   - target: A path under the base URL (a string literal works) or `.url(_:)`.
    ///   - method: The method; `GET` by default.
    ///   - query: Query items, in order.
    ///   - headers: Header fields that override the configuration's defaults.
    ///   - body: The body; none by default.
    public init(
        _ target: EndpointTarget, method: HTTPMethod = .get, query: [URLQueryItem] = [],
        headers: HTTPFields = [:], body: RequestBody = .none
    ) {
        self.init(target, method: method, query: query, headers: headers, body: body, decoding: .data)
    }
}

extension Endpoint where Response == String {
    /// Creates an endpoint whose response is the body as UTF-8 text.
    /// - Parameters:
    ///   - target: A path under the base URL (a string literal works) or `.url(_:)`.
    ///   - method: The method; `GET` by default.
    ///   - query: Query items, in order.
    ///   - headers: Header fields that override the configuration's defaults.
    ///   - body: The body; none by default.
    public init(
        _ target: EndpointTarget, method: HTTPMethod = .get, query: [URLQueryItem] = [],
        headers: HTTPFields = [:], body: RequestBody = .none
    ) {
        self.init(target, method: method, query: query, headers: headers, body: body, decoding: .string)
    }
}

extension Endpoint where Response == Void {
    /// Creates an endpoint whose response carries no content (e.g. `204 No Content`); any body is
    /// ignored.
    /// - Parameters:
    ///   - target: A path under the base URL (a string literal works) or `.url(_:)`.
    ///   - method: The method; `GET` by default.
    ///   - query: Query items, in order.
    ///   - headers: Header fields that override the configuration's defaults.
    ///   - body: The body; none by default.
    public init(
        _ target: EndpointTarget, method: HTTPMethod = .get, query: [URLQueryItem] = [],
        headers: HTTPFields = [:], body: RequestBody = .none
    ) {
        self.init(target, method: method, query: query, headers: headers, body: body, decoding: .empty)
    }
}

extension Endpoint where Response == EmptyResponse {
    /// Creates an endpoint whose response carries no content (e.g. `204 No Content`); any body is
    /// ignored.
    /// - Parameters:
    ///   - target: A path under the base URL (a string literal works) or `.url(_:)`.
    ///   - method: The method; `GET` by default.
    ///   - query: Query items, in order.
    ///   - headers: Header fields that override the configuration's defaults.
    ///   - body: The body; none by default.
    public init(
        _ target: EndpointTarget, method: HTTPMethod = .get, query: [URLQueryItem] = [],
        headers: HTTPFields = [:], body: RequestBody = .none
    ) {
        self.init(target, method: method, query: query, headers: headers, body: body, decoding: .empty)
    }
}
