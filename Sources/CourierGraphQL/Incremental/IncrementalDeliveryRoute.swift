public import CourierHTTP
import CourierSupport
import Foundation

/// Where a ``GraphQLClient`` sends a query whose document uses `@defer`
/// (``GraphQLClient/fetchIncrementally(query:options:)``).
///
/// Subscriptions always go to ``GraphQLClientConfiguration/subscriptionTransport``; incremental
/// queries go over multipart HTTP to the client's endpoint by default
/// (``multipartHTTP``), because servers that offer `@defer` offer it there, while a WebSocket
/// server often does not. Choose ``subscriptionTransport`` or ``transport(_:)`` to send them
/// elsewhere.
///
/// ```swift
/// let client = GraphQLClient(endpoint: url) {
///     $0.subscriptionTransport = WebSocketSubscriptionTransport(url: webSocketURL)
///     // $0.incrementalDelivery = .multipartHTTP            (the default)
///     // $0.incrementalDelivery = .subscriptionTransport    (a server with @defer over WebSocket)
/// }
/// ```
public struct IncrementalDeliveryRoute: Sendable {
    enum Choice: Sendable {
        case multipartHTTP(StreamingTransportSlot)
        case subscriptionTransport
        case transport(any GraphQLSubscriptionTransport)
    }

    let choice: Choice

    /// Multipart HTTP (`deferSpec=20220824`) to the client's ``GraphQLClientConfiguration/endpoint``
    /// with its ``GraphQLClientConfiguration/headerFields`` and ``GraphQLClientConfiguration/middleware``
    /// (the default). The exchange goes through the client's ``GraphQLClientConfiguration/transport``
    /// when it can stream (an ``/CourierHTTP/HTTPStreamingTransport``), else through a
    /// ``/CourierHTTP/URLSessionStreamingTransport`` made on first use.
    public static var multipartHTTP: IncrementalDeliveryRoute {
        IncrementalDeliveryRoute(choice: .multipartHTTP(StreamingTransportSlot(nil)))
    }

    /// Multipart HTTP to the client's endpoint, with its header fields and middleware, through
    /// `transport`.
    ///
    /// - Parameter transport: The streaming HTTP transport, e.g. one with its own timeouts.
    /// - Returns: The route.
    public static func multipartHTTP(transport: any HTTPStreamingTransport) -> IncrementalDeliveryRoute {
        IncrementalDeliveryRoute(choice: .multipartHTTP(StreamingTransportSlot(transport)))
    }

    /// The client's ``GraphQLClientConfiguration/subscriptionTransport``, as for subscriptions:
    /// for a server that delivers increments over its WebSocket.
    public static var subscriptionTransport: IncrementalDeliveryRoute {
        IncrementalDeliveryRoute(choice: .subscriptionTransport)
    }

    /// A transport of your own, e.g. a ``MultipartGraphQLTransport`` to another endpoint or a
    /// test double.
    ///
    /// - Parameter transport: The transport that streams incremental queries.
    /// - Returns: The route.
    public static func transport(_ transport: any GraphQLSubscriptionTransport) -> IncrementalDeliveryRoute {
        IncrementalDeliveryRoute(choice: .transport(transport))
    }

    /// The transport this route picks for a client with `configuration`, or `nil` when it names a
    /// subscription transport the configuration lacks.
    func transport(in configuration: GraphQLClientConfiguration) -> (any GraphQLSubscriptionTransport)? {
        switch choice {
        case .multipartHTTP(let slot):
            MultipartGraphQLTransport(
                endpoint: configuration.endpoint,
                transport: slot.given ?? (configuration.transport as? any HTTPStreamingTransport) ?? slot.transport,
                headerFields: configuration.headerFields
            )
        case .subscriptionTransport:
            configuration.subscriptionTransport
        case .transport(let transport):
            transport
        }
    }
}

/// The streaming transport of a ``IncrementalDeliveryRoute/multipartHTTP`` route, made on first
/// use so that clients that never stream `@defer` create no URL session. Copies of a
/// configuration share it.
final class StreamingTransportSlot: Sendable {
    private let made: Locked<(any HTTPStreamingTransport)?>
    /// The transport the route was made with, if any.
    let given: (any HTTPStreamingTransport)?

    init(_ transport: (any HTTPStreamingTransport)?) {
        made = Locked(transport)
        given = transport
    }

    var transport: any HTTPStreamingTransport {
        made.withLock { made in
            if let made { return made }
            let transport = URLSessionStreamingTransport()
            made = transport
            return transport
        }
    }
}
