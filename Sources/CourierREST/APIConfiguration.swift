public import CourierHTTP
public import Foundation

/// The settings an ``APIClient`` applies to every endpoint it sends: where the API lives, which
/// headers and timeout every request carries, how JSON is encoded and decoded, which responses
/// count as successful, and the transport and middleware that carry the requests.
///
/// A value with defaults; build one with ``init(baseURL:transport:configure:)`` and adjust what you
/// need in the closure:
///
/// ```swift
/// let configuration = APIConfiguration(baseURL: apiURL, transport: transport) {
///     $0.defaultHeaders["Accept-Language"] = "en"
///     $0.decoder.dateDecodingStrategy = .iso8601
///     $0.middlewares = [retry, auth]
/// }
/// ```
public struct APIConfiguration: Sendable {
    /// The URL that relative endpoint paths are resolved against, e.g. `https://api.example.com/v1`.
    ///
    /// `nil` allows only endpoints with an absolute URL.
    public var baseURL: URL?
    /// Header fields every request starts with; an endpoint's own fields replace fields of the
    /// same name.
    public var defaultHeaders: HTTPFields
    /// How long one exchange may take, in seconds; an endpoint may override it, and `nil` leaves it
    /// to the transport.
    public var timeoutInterval: TimeInterval?
    /// The encoder for JSON request bodies (set its key and date strategies here).
    ///
    /// Encoders are reference types: configure this one before handing the configuration to a
    /// client, and do not change it afterwards.
    public var encoder: JSONEncoder
    /// The decoder for JSON responses and typed server errors (set its key and date strategies
    /// here). Configure it before handing the configuration to a client.
    public var decoder: JSONDecoder
    /// Which responses count as successful; others fail with ``/CourierHTTP/HTTPError/Kind/httpStatus(_:)``.
    public var validation: ResponseValidation
    /// The transport at the end of the chain.
    public var transport: any HTTPTransport
    /// Middleware around the transport, outermost first (see ``/CourierHTTP/HTTPMiddleware`` for the ordering
    /// rule).
    public var middlewares: [any HTTPMiddleware]

    /// Creates a configuration.
    /// - Parameters:
    ///   - baseURL: The URL relative endpoint paths are resolved against.
    ///   - transport: The transport that sends requests.
    ///   - configure: A closure that adjusts the defaults: no default headers, no client timeout,
    ///     JSON with ISO 8601 dates (and sorted keys when encoding), 2xx validation, no middleware.
    public init(
        baseURL: URL?,
        transport: any HTTPTransport,
        configure: (inout APIConfiguration) -> Void = { _ in }
    ) {
        self.baseURL = baseURL
        self.defaultHeaders = [:]
        self.timeoutInterval = nil
        self.encoder = JSONEncoder()
        // Sorted keys make a body's bytes a function of its value (dictionaries have no order).
        self.encoder.outputFormatting = [.sortedKeys]
        self.encoder.dateEncodingStrategy = .iso8601
        self.decoder = JSONDecoder()
        self.decoder.dateDecodingStrategy = .iso8601
        self.validation = .successfulStatusCodes
        self.transport = transport
        self.middlewares = []
        configure(&self)
    }
}
