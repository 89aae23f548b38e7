extension MetricsInterceptor {
    /// Measures a streamed operation (a subscription or a query with `@defer`) from its start to
    /// its end and records it once: the duration, one attempt, and the outcome — a failure when
    /// the stream throws, otherwise ``GraphQLOperationMetric/Outcome/graphQLErrors(_:)`` with the
    /// errors of all its responses, or ``GraphQLOperationMetric/Outcome/success``. A stream the
    /// consumer stops counts as ended. Events pass on unchanged, errors as they were thrown.
    ///
    /// - Parameters:
    ///   - request: The streamed operation.
    ///   - next: The rest of the chain.
    /// - Returns: The events of `next`.
    public func interceptStream(
        _ request: GraphQLRequest,
        next: GraphQLStreamNext
    ) -> GraphQLSubscriptionTransportStream {
        let (stream, continuation) = GraphQLSubscriptionTransportStream.makeStream()
        let start = now()
        let task = Task {
            var errors = 0
            let outcome: GraphQLOperationMetric.Outcome
            do {
                for try await event in next(request) {
                    if case .response(let response) = event { errors += response.errors.count }
                    continuation.yield(event)
                }
                outcome = errors == 0 ? .success : .graphQLErrors(errors)
                continuation.finish()
            } catch {
                let failure = GraphQLClientError.wrapping(error, operationName: request.operationName, request: nil)
                outcome = .failure(failure.kind)
                continuation.finish(throwing: error)
            }
            let duration = Double(now() &- start) / 1e9
            let metric = GraphQLOperationMetric(
                operationName: request.operationName, duration: duration, attempts: 1, outcome: outcome
            )
            await recorder.record(metric)
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
