import CourierAPI

/// An interceptor that shares one request among identical queries in flight: the same operation,
/// variables and header fields. The first caller's request goes out; later callers wait for its
/// answer instead of sending their own.
///
/// Cancelling one waiter ends only that waiter (with ``GraphQLClientError/Kind/cancelled``);
/// the shared request is cancelled when its last waiter is. Mutations and uploads are never
/// shared. A finished request is forgotten at once: this is not a cache.
public actor DeduplicationInterceptor: GraphQLInterceptor {
    private struct Flight {
        let generation: Int
        var task: Task<Void, Never>?
        var waiters: [Int: CheckedContinuation<GraphQLResponse, any Error>]
    }

    private var flights: [GraphQLRequest.DeduplicationKey: Flight] = [:]
    private var counter = 0

    /// Creates the interceptor.
    public init() {}

    /// The number of distinct requests in flight.
    public var inFlightCount: Int { flights.count }

    /// Joins an identical query in flight, or sends this one and lets later callers join it.
    public func intercept(_ request: GraphQLRequest, next: GraphQLNext) async throws -> GraphQLResponse {
        guard request.operationType == .query, !UploadExtractor.hasFiles(request.variables) else {
            return try await next(request)
        }
        let key = request.deduplicationKey
        counter += 1
        let waiter = counter
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                join(key, waiter: waiter, continuation: continuation, request: request, next: next)
            }
        } onCancel: {
            Task { await self.leave(key, waiter: waiter, operationName: request.operationName) }
        }
    }

    private func join(
        _ key: GraphQLRequest.DeduplicationKey,
        waiter: Int,
        continuation: CheckedContinuation<GraphQLResponse, any Error>,
        request: GraphQLRequest,
        next: GraphQLNext
    ) {
        if Task.isCancelled {
            continuation.resume(throwing: GraphQLClientError(.cancelled, operationName: request.operationName))
            return
        }
        if flights[key] != nil {
            flights[key]?.waiters[waiter] = continuation
            return
        }
        counter += 1
        let generation = counter
        flights[key] = Flight(generation: generation, task: nil, waiters: [waiter: continuation])
        flights[key]?.task = Task {
            let outcome: Result<GraphQLResponse, any Error>
            do { outcome = .success(try await next(request)) } catch { outcome = .failure(error) }
            self.land(key, generation: generation, outcome: outcome)
        }
    }

    private func land(
        _ key: GraphQLRequest.DeduplicationKey, generation: Int, outcome: Result<GraphQLResponse, any Error>
    ) {
        guard let flight = flights[key], flight.generation == generation else { return }
        flights[key] = nil
        for continuation in flight.waiters.values { continuation.resume(with: outcome) }
    }

    private func leave(_ key: GraphQLRequest.DeduplicationKey, waiter: Int, operationName: String) {
        guard let continuation = flights[key]?.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(throwing: GraphQLClientError(.cancelled, operationName: operationName))
        if flights[key]?.waiters.isEmpty == true {
            flights[key]?.task?.cancel()
            flights[key] = nil
        }
    }
}

extension DeduplicationInterceptor {
    /// Passes a streamed operation through untouched: each subscriber gets its own stream.
    /// - Parameters:
    ///   - request: The streamed operation.
    ///   - next: The rest of the chain.
    /// - Returns: The events of `next`.
    public nonisolated func interceptStream(
        _ request: GraphQLRequest,
        next: GraphQLStreamNext
    ) -> GraphQLSubscriptionTransportStream {
        next(request)
    }
}
