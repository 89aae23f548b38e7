import CourierAPI
public import CourierGraphQL

/// A `GraphQLSubscriptionTransport` that runs subscriptions on a ``GraphQLMockServer`` in
/// process, without sockets: set it as `GraphQLClientConfiguration.subscriptionTransport`.
///
/// Each stream is unicast and unbuffered beyond its own buffer; it finishes when the
/// subscription's source ends, throws a `GraphQLSubscriptionError` of kind `.operationFailed`
/// for a request error, and stops the subscription when its consumer stops.
public struct MockSubscriptionTransport: GraphQLSubscriptionTransport {
    /// The server that answers.
    public let server: GraphQLMockServer

    /// Creates a transport.
    /// - Parameter server: The server that answers.
    public init(server: GraphQLMockServer) {
        self.server = server
    }

    /// Starts `request` on the server.
    /// - Parameter request: A subscription (a query or mutation gives one response).
    /// - Returns: The responses.
    public func subscribe(_ request: GraphQLRequest) -> GraphQLSubscriptionTransportStream {
        let results = server.subscribe(
            MockOperationRequest(
                query: request.includesDocument ? request.document : nil, operationName: request.operationName,
                variables: request.variables, extensions: request.extensions
            ))
        let (stream, continuation) = GraphQLSubscriptionTransportStream.makeStream()
        let task = Task {
            for await result in results {
                let errors = result.errors.compactMap(Self.error(from:))
                if result.isRequestError {
                    continuation.finish(
                        throwing: GraphQLSubscriptionError(
                            .operationFailed, operationName: request.operationName, errors: errors))
                    return
                }
                continuation.yield(.response(GraphQLResponse(data: result.data, errors: errors)))
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    static func error(from json: JSONValue) -> GraphQLError? {
        GraphQLWire.error(json: json)
    }
}

extension GraphQLMockServer {
    /// An in-process subscription transport to this server.
    public var subscriptionTransport: MockSubscriptionTransport { MockSubscriptionTransport(server: self) }
}
