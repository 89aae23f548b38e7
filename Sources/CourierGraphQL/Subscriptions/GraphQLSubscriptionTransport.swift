import CourierAPI

/// One event of an untyped subscription stream: a response, or news about the connection.
public enum GraphQLSubscriptionTransportEvent: Sendable {
    /// One execution result (or one merged incremental result) from the server.
    case response(GraphQLResponse)
    /// The connection dropped; the transport is reconnecting.
    case disconnected(GraphQLSubscriptionError)
    /// The connection is back and the operation was started again.
    case reconnected
}

/// The untyped stream a ``GraphQLSubscriptionTransport`` returns.
public typealias GraphQLSubscriptionTransportStream = AsyncThrowingStream<GraphQLSubscriptionTransportEvent, any Error>

/// The capability to run an operation whose answer is a stream: a subscription over WebSocket or
/// multipart HTTP, or a query with `@defer` over multipart HTTP.
///
/// Stream semantics every implementation keeps: unicast (one consumer per call); responses in
/// server order; the stream finishes when the server completes the operation and throws a
/// ``GraphQLSubscriptionError`` when it fails; cancelling the consuming task (or dropping the
/// stream) stops the operation on the server and frees everything the call registered.
public protocol GraphQLSubscriptionTransport: Sendable {
    /// Starts `request` and returns its events.
    ///
    /// - Parameter request: The operation.
    /// - Returns: A unicast stream of events.
    func subscribe(_ request: GraphQLRequest) -> GraphQLSubscriptionTransportStream
}

/// The capability to send an operation that has a single answer: a query or a mutation over
/// HTTP. ``GraphQLClient`` has it.
public protocol GraphQLRequestTransport: Sendable {
    /// Sends `request` and returns its single answer.
    ///
    /// - Parameter request: The operation.
    /// - Returns: The untyped answer.
    /// - Throws: ``GraphQLClientError`` (or ``GraphQLSubscriptionError`` for a missing capability).
    func send(_ request: GraphQLRequest) async throws -> GraphQLResponse
}

extension GraphQLClient: GraphQLRequestTransport {}

extension GraphQLSubscriptionTransportStream {
    /// A stream that throws `error` at once.
    ///
    /// - Parameter error: The error.
    /// - Returns: The finished stream.
    static func failing(_ error: any Error) -> GraphQLSubscriptionTransportStream {
        let (stream, continuation) = GraphQLSubscriptionTransportStream.makeStream()
        continuation.finish(throwing: error)
        return stream
    }
}

extension GraphQLRequest {
    /// The JSON payload of a subscribe message: `operationName`, `query`, `variables`, `extensions`.
    var subscriptionPayload: JSONObject {
        var object = JSONObject()
        object["operationName"] = .string(operationName)
        if includesDocument, let document { object["query"] = .string(document) }
        object["variables"] = .object(variables)
        if !extensions.isEmpty { object["extensions"] = .object(extensions) }
        return object
    }
}
