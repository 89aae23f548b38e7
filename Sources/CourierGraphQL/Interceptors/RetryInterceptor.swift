import CourierAPI
public import CourierHTTP

/// An interceptor that re-sends a query after a transient failure, waiting with back-off.
///
/// It retries what ``/CourierHTTP/RetryPolicy`` calls retryable — a connection failure, a timeout, or an HTTP
/// status in ``/CourierHTTP/RetryPolicy/retryableStatusCodes`` (honouring `Retry-After`) — never an answer
/// with GraphQL `errors`, never a cancellation. Mutations pass through once unless
/// ``retriesMutations`` is set, since re-sending one may repeat its effect.
public struct RetryInterceptor: GraphQLInterceptor {
    /// When and how long to wait.
    public var policy: RetryPolicy
    /// Whether mutations are retried too.
    public var retriesMutations: Bool
    /// How to wait between attempts (inject a recording sleeper in tests).
    public var sleeper: any Sleeper

    /// Creates the interceptor.
    /// - Parameters:
    ///   - policy: When and how long to wait; three attempts with jittered back-off by default.
    ///   - retriesMutations: Whether mutations are retried; `false` by default.
    ///   - sleeper: How to wait; `TaskSleeper` by default.
    public init(
        policy: RetryPolicy = RetryPolicy(), retriesMutations: Bool = false, sleeper: any Sleeper = TaskSleeper()
    ) {
        self.policy = policy
        self.retriesMutations = retriesMutations
        self.sleeper = sleeper
    }

    /// Sends `request`, again after each retryable failure while the policy allows.
    public func intercept(_ request: GraphQLRequest, next: GraphQLNext) async throws -> GraphQLResponse {
        let retryable = request.operationType == .query || (request.operationType == .mutation && retriesMutations)
        guard retryable, !UploadExtractor.hasFiles(request.variables) else { return try await next(request) }
        var attempt = 1
        while true {
            do {
                var response = try await next(request)
                response.attempts = max(response.attempts, attempt)
                return response
            } catch var error as GraphQLClientError {
                error.attempts = max(error.attempts, attempt)
                guard case .retry(let delay) = decision(after: attempt, error: error) else { throw error }
                do {
                    try await sleeper.sleep(seconds: delay)
                } catch {
                    throw GraphQLClientError(.cancelled, operationName: request.operationName, underlyingError: error)
                }
                attempt += 1
            }
        }
    }

    private func decision(after attempt: Int, error: GraphQLClientError) -> RetryDecision {
        guard var http = error.request else { return .stop }
        switch error.kind {
        case .transport, .timeout, .httpStatus: break
        default: return .stop
        }
        // The operation type, not the HTTP method, decides whether repeating is harmless.
        http.isIdempotent = true
        let outcome: Result<HTTPResponse, any Error> =
            error.response.map { .success($0) } ?? .failure(error.underlyingError ?? error)
        return policy.decision(for: attempt, request: http, outcome: outcome)
    }
}

extension RetryInterceptor {
    /// Passes a streamed operation through untouched: streams reconnect by their transport's policy.
    /// - Parameters:
    ///   - request: The streamed operation.
    ///   - next: The rest of the chain.
    /// - Returns: The events of `next`.
    public func interceptStream(
        _ request: GraphQLRequest,
        next: GraphQLStreamNext
    ) -> GraphQLSubscriptionTransportStream {
        next(request)
    }
}
