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
    /// How JSON request bodies are encoded (set the key and date strategies here): the settings
    /// of ``CourierJSONEncoder``, which are `JSONEncoder`'s.
    public var encoder: CourierJSONEncoder
    /// How JSON responses and typed server errors are decoded (set the key and date strategies
    /// here): the settings of ``CourierJSONDecoder``, which are `JSONDecoder`'s.
    public var decoder: CourierJSONDecoder
    /// Which implementation applies ``encoder`` and ``decoder``: ``JSONCodingEngine/courier`` (the
    /// default) or Foundation's `JSONEncoder` and `JSONDecoder` with the same settings.
    public var jsonEngine: JSONCodingEngine
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
    ///     JSON with ISO 8601 dates (and sorted keys when encoding) by Courier's coders, 2xx
    ///     validation, no middleware.
    public init(
        baseURL: URL?,
        transport: any HTTPTransport,
        configure: (inout APIConfiguration) -> Void = { _ in }
    ) {
        self.baseURL = baseURL
        self.defaultHeaders = [:]
        self.timeoutInterval = nil
        self.encoder = CourierJSONEncoder()
        // Sorted keys make a body's bytes a function of its value (dictionaries have no order).
        self.encoder.outputFormatting = [.sortedKeys]
        self.encoder.dateEncodingStrategy = .iso8601
        self.decoder = CourierJSONDecoder()
        self.decoder.dateDecodingStrategy = .iso8601
        self.jsonEngine = .courier
        self.validation = .successfulStatusCodes
        self.transport = transport
        self.middlewares = []
        configure(&self)
    }
}

extension APIConfiguration {
    /// The decoder ``jsonEngine`` selects, configured as ``decoder``.
    var bodyDecoder: any JSONBodyDecoder {
        switch jsonEngine {
        case .courier: decoder
        case .foundation: decoder.foundationDecoder()
        }
    }

    /// The encoder ``jsonEngine`` selects, configured as ``encoder``.
    var bodyEncoder: any JSONBodyEncoder {
        switch jsonEngine {
        case .courier: encoder
        case .foundation: encoder.foundationEncoder()
        }
    }
}
