/// A step around every operation, a tier above HTTP middleware: it sees the operation (name,
/// type, variables) and its untyped answer, and may change the request, answer it itself,
/// repeat it, share it or observe it.
///
/// **Ordering.** In `[a, b, c]`, `a` is outermost: `a → b → c → network → c → b → a`. A sensible
/// order is metrics, de-duplication, retry, persisted queries, batching — metrics outermost so it
/// sees the whole operation; batching innermost because a batch goes straight to the network
/// (``GraphQLNext/batch(_:)`` skips the interceptors after the one that batches).
public protocol GraphQLInterceptor: Sendable {
    /// Handles `request`, calling `next` zero or more times.
    /// - Parameters:
    ///   - request: The request as the previous interceptor left it.
    ///   - next: The rest of the chain.
    /// - Returns: The response to hand back to the previous interceptor.
    /// - Throws: ``GraphQLClientError`` (or whatever `next` throws).
    func intercept(_ request: GraphQLRequest, next: GraphQLNext) async throws -> GraphQLResponse

    /// Handles a streamed operation (a subscription over WebSocket or multipart HTTP, or a query
    /// with `@defer`), calling `next` zero or more times.
    ///
    /// Same ordering as ``intercept(_:next:)``. The default implementation runs
    /// ``intercept(_:next:)`` around the stream's first response (see the extension's
    /// documentation), so every interceptor sees every operation kind; implement this to see
    /// every response of the stream, or to pass streams through untouched.
    /// - Parameters:
    ///   - request: The request as the previous interceptor left it.
    ///   - next: The rest of the chain.
    /// - Returns: The events to hand back to the previous interceptor.
    func interceptStream(
        _ request: GraphQLRequest,
        next: GraphQLStreamNext
    ) -> GraphQLSubscriptionTransportStream
}

/// The rest of an interceptor chain, as handed to a ``GraphQLInterceptor``.
public struct GraphQLNext: Sendable {
    let sendOne: @Sendable (GraphQLRequest) async throws -> GraphQLResponse
    let sendBatch: @Sendable ([GraphQLRequest]) async throws -> [Result<GraphQLResponse, GraphQLClientError>]

    /// Creates a chain from closures (for tests of a single interceptor).
    /// - Parameters:
    ///   - send: Sends one request through the rest of the chain.
    ///   - batch: Sends requests as one batch; each element answers the request at its position.
    public init(
        send: @escaping @Sendable (GraphQLRequest) async throws -> GraphQLResponse,
        batch: @escaping @Sendable ([GraphQLRequest]) async throws -> [Result<GraphQLResponse, GraphQLClientError>]
    ) {
        sendOne = send
        sendBatch = batch
    }

    /// Sends `request` through the rest of the chain.
    /// - Parameter request: The request.
    /// - Returns: The response.
    /// - Throws: ``GraphQLClientError``.
    public func callAsFunction(_ request: GraphQLRequest) async throws -> GraphQLResponse {
        try await sendOne(request)
    }

    /// Sends `requests` to the network as one batch (a JSON array), bypassing later interceptors.
    /// - Parameter requests: The requests, in order.
    /// - Returns: One outcome per request, in order.
    /// - Throws: ``GraphQLClientError`` when the whole batch failed.
    public func batch(_ requests: [GraphQLRequest]) async throws -> [Result<GraphQLResponse, GraphQLClientError>] {
        try await sendBatch(requests)
    }
}

/// The chain of interceptors in front of the network stage, linked once for single answers and
/// per call for streams (whose end, the subscription transport, depends on the operation).
struct InterceptorChain: Sendable {
    private let head: GraphQLNext
    private let interceptors: [any GraphQLInterceptor]

    init(interceptors: [any GraphQLInterceptor], network: GraphQLNetworkStage) {
        self.interceptors = interceptors
        let batch: @Sendable ([GraphQLRequest]) async throws -> [Result<GraphQLResponse, GraphQLClientError>] = {
            requests in
            try await network.send(batch: requests)
        }
        var next = GraphQLNext(send: { try await network.send($0) }, batch: batch)
        for interceptor in interceptors.reversed() {
            let rest = next
            next = GraphQLNext(send: { try await interceptor.intercept($0, next: rest) }, batch: batch)
        }
        head = next
    }

    func send(_ request: GraphQLRequest) async throws -> GraphQLResponse {
        try await head(request)
    }

    /// Starts `request` through every interceptor's ``GraphQLInterceptor/interceptStream(_:next:)``
    /// and then `end`.
    func stream(_ request: GraphQLRequest, end: GraphQLStreamNext) -> GraphQLSubscriptionTransportStream {
        var next = end
        for interceptor in interceptors.reversed() {
            let rest = next
            next = GraphQLStreamNext { interceptor.interceptStream($0, next: rest) }
        }
        return next(request)
    }
}
