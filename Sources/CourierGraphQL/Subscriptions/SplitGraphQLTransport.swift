import CourierAPI

/// A composite transport that routes each operation by its type to the capability that carries
/// it: queries and mutations to a request transport (HTTP), subscriptions to a subscription
/// transport (WebSocket or multipart HTTP), streamed queries (`@defer`) to an incremental one.
///
/// A capability left out is a typed failure (``GraphQLSubscriptionError/Kind/unsupportedOperation(_:)``),
/// never a crash.
public struct SplitGraphQLTransport: GraphQLRequestTransport, GraphQLSubscriptionTransport {
    /// Where queries and mutations go.
    public var requestTransport: (any GraphQLRequestTransport)?
    /// Where subscriptions go.
    public var subscriptionTransport: (any GraphQLSubscriptionTransport)?
    /// Where queries and mutations asked for as a stream (incremental delivery) go.
    public var incrementalTransport: (any GraphQLSubscriptionTransport)?

    /// Creates a split transport.
    ///
    /// - Parameters:
    ///   - requestTransport: Queries and mutations (e.g. a ``GraphQLClient``).
    ///   - subscriptionTransport: Subscriptions (e.g. a ``WebSocketSubscriptionTransport``).
    ///   - incrementalTransport: Streamed queries (e.g. a ``MultipartGraphQLTransport``).
    public init(
        requestTransport: (any GraphQLRequestTransport)? = nil,
        subscriptionTransport: (any GraphQLSubscriptionTransport)? = nil,
        incrementalTransport: (any GraphQLSubscriptionTransport)? = nil
    ) {
        self.requestTransport = requestTransport
        self.subscriptionTransport = subscriptionTransport
        self.incrementalTransport = incrementalTransport
    }

    /// Sends a query or mutation through ``requestTransport``.
    ///
    /// - Parameter request: The operation.
    /// - Returns: The answer.
    /// - Throws: ``GraphQLSubscriptionError`` `.unsupportedOperation` for a subscription or when
    ///   no request transport is set; otherwise what the request transport throws.
    public func send(_ request: GraphQLRequest) async throws -> GraphQLResponse {
        guard request.operationType != .subscription else {
            throw GraphQLSubscriptionError(.unsupportedOperation("a subscription has no single answer; use subscribe"), operationName: request.operationName)
        }
        guard let requestTransport else {
            throw GraphQLSubscriptionError(.unsupportedOperation("no request transport for \(request.operationType.rawValue)"), operationName: request.operationName)
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
        let isSubscription = request.operationType == .subscription
        guard let transport = isSubscription ? subscriptionTransport : incrementalTransport else {
            let what = isSubscription ? "no subscription transport" : "no incremental-delivery transport for \(request.operationType.rawValue)"
            return .failing(GraphQLSubscriptionError(.unsupportedOperation(what), operationName: request.operationName))
        }
        return transport.subscribe(request)
    }
}
