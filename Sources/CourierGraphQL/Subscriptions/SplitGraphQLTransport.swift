import CourierAPI
import CourierHTTP

/// A composite transport that routes each streamed operation by its type to the capability that
/// carries it: subscriptions to a subscription transport (WebSocket or multipart HTTP), streamed
/// queries (`@defer`) to an incremental one.
///
/// Queries and mutations are not its business: a ``GraphQLClient`` sends those through its
/// interceptors and HTTP stack, and starts streamed operations through the same interceptors
/// before they reach this transport (so it no longer wraps a client; ``requestTransport`` is kept
/// only for source compatibility).
///
/// A capability left out is a typed failure (``GraphQLSubscriptionError/Kind/unsupportedOperation(_:)``),
/// never a crash.
public struct SplitGraphQLTransport: GraphQLRequestTransport, GraphQLSubscriptionTransport {
    /// Where queries and mutations went before the client became the one composition root.
    @available(
        *, deprecated,
        message: "Send queries and mutations through a GraphQLClient; it applies its interceptors and middleware"
    )
    public var requestTransport: (any GraphQLRequestTransport)?
    /// Where subscriptions go.
    public var subscriptionTransport: (any GraphQLSubscriptionTransport)?
    /// Where queries and mutations asked for as a stream (incremental delivery) go.
    public var incrementalTransport: (any GraphQLSubscriptionTransport)?

    /// Creates a split transport.
    ///
    /// - Parameters:
    ///   - subscriptionTransport: Subscriptions (e.g. a ``WebSocketSubscriptionTransport``).
    ///   - incrementalTransport: Streamed queries (e.g. a ``MultipartGraphQLTransport``).
    public init(
        subscriptionTransport: (any GraphQLSubscriptionTransport)? = nil,
        incrementalTransport: (any GraphQLSubscriptionTransport)? = nil
    ) {
        self.subscriptionTransport = subscriptionTransport
        self.incrementalTransport = incrementalTransport
    }

    /// Creates a split transport that also forwards queries and mutations.
    ///
    /// - Parameters:
    ///   - requestTransport: Queries and mutations (e.g. a ``GraphQLClient``).
    ///   - subscriptionTransport: Subscriptions (e.g. a ``WebSocketSubscriptionTransport``).
    ///   - incrementalTransport: Streamed queries (e.g. a ``MultipartGraphQLTransport``).
    @available(
        *, deprecated,
        message: "Use init(subscriptionTransport:incrementalTransport:) and send queries through a GraphQLClient"
    )
    public init(
        requestTransport: (any GraphQLRequestTransport)?,
        subscriptionTransport: (any GraphQLSubscriptionTransport)? = nil,
        incrementalTransport: (any GraphQLSubscriptionTransport)? = nil
    ) {
        self.init(subscriptionTransport: subscriptionTransport, incrementalTransport: incrementalTransport)
        self.requestTransport = requestTransport
    }

    /// Sends a query or mutation through ``requestTransport``.
    ///
    /// - Parameter request: The operation.
    /// - Returns: The answer.
    /// - Throws: ``GraphQLSubscriptionError`` `.unsupportedOperation` for a subscription or when
    ///   no request transport is set; otherwise what the request transport throws.
    @available(*, deprecated, message: "Send queries and mutations through a GraphQLClient")
    public func send(_ request: GraphQLRequest) async throws -> GraphQLResponse {
        guard request.operationType != .subscription else {
            throw GraphQLSubscriptionError(
                .unsupportedOperation("a subscription has no single answer; use subscribe"),
                operationName: request.operationName)
        }
        guard let requestTransport else {
            throw GraphQLSubscriptionError(
                .unsupportedOperation("no request transport for \(request.operationType.rawValue)"),
                operationName: request.operationName)
        }
        return try await requestTransport.send(request)
    }

    /// Streams a subscription through ``subscriptionTransport``, or a query or mutation through
    /// ``incrementalTransport``.
    ///
    /// - Parameter request: The operation.
    /// - Returns: The events; a stream that throws ``GraphQLSubscriptionError``
    ///   `.unsupportedOperation` when the capability is missing.
    public func subscribe(_ request: GraphQLRequest) -> GraphQLSubscriptionTransportStream {
        subscribe(request, applying: [])
    }
}

extension SplitGraphQLTransport: HTTPMiddlewareAcceptingTransport {
    /// Routes `request` and hands `middleware` on to the chosen transport.
    func subscribe(
        _ request: GraphQLRequest,
        applying middleware: [any HTTPMiddleware]
    ) -> GraphQLSubscriptionTransportStream {
        let isSubscription = request.operationType == .subscription
        guard let transport = isSubscription ? subscriptionTransport : incrementalTransport else {
            let what =
                isSubscription
                ? "no subscription transport"
                : "no incremental-delivery transport for \(request.operationType.rawValue)"
            return .failing(GraphQLSubscriptionError(.unsupportedOperation(what), operationName: request.operationName))
        }
        return transport.start(request, httpMiddleware: middleware)
    }
}
