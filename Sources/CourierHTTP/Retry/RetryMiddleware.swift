/// A middleware that re-sends a request as its ``RetryPolicy`` says, waiting with a ``Sleeper``
/// between attempts.
///
/// Each attempt runs with ``HTTPAttempt/number`` bound to its number, so middleware placed inside
/// this one (events, per-attempt headers) can tell attempts apart. When the policy stops, the last
/// outcome goes back to the caller unchanged: the last response — even one with a retryable status
/// such as 503 — or the last error. Cancelling the calling task stops at once: no further attempt
/// and no further waiting; the call then throws ``HTTPError`` of kind ``HTTPError/Kind/cancelled``
/// (or the attempt's own error, if it already was a cancellation).
public struct RetryMiddleware: HTTPMiddleware {
    /// When and how long to wait before retrying.
    public var policy: RetryPolicy
    /// How to wait between attempts.
    public var sleeper: any Sleeper

    /// Creates the middleware.
    /// - Parameters:
    ///   - policy: The retry policy; the default ``RetryPolicy`` by default.
    ///   - sleeper: How to wait; ``TaskSleeper`` by default.
    public init(policy: RetryPolicy = RetryPolicy(), sleeper: any Sleeper = TaskSleeper()) {
        self.policy = policy
        self.sleeper = sleeper
    }

    /// Sends `request` down the chain until the policy says stop.
    /// - Parameters:
    ///   - request: The request; every attempt sends it unchanged.
    ///   - next: The rest of the chain.
    /// - Returns: The last response.
    /// - Throws: The last attempt's error, or ``HTTPError`` of kind ``HTTPError/Kind/cancelled``
    ///   when the task is cancelled between attempts, or of kind ``HTTPError/Kind/invalidRequest``
    ///   with ``HTTPBodyStreamError/notReplayable`` when a retry is due but the body is a one-shot
    ///   stream (a file or a replayable stream is sent again).
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var attempt = 1
        while true {
            let outcome: Result<HTTPResponse, any Error>
            do {
                outcome = .success(try await HTTPAttempt.$number.withValue(attempt) { try await next(request) })
            } catch {
                outcome = .failure(error)
            }
            guard case .retry(let delay) = policy.decision(for: attempt, request: request, outcome: outcome) else {
                return try outcome.get()
            }
            try checkCancellation(request, lastOutcome: outcome)
            try request.checkReplayable(for: "a retry after \(Self.describe(outcome))", response: try? outcome.get())
            // The dropped response's downloaded file, if any, is not anyone's to remove later.
            if case .success(let dropped) = outcome { HTTPDownloadFiles.discard(dropped) }
            do {
                try await sleeper.sleep(seconds: delay)
            } catch {
                throw HTTPError(.cancelled, request: request, underlyingError: error)
            }
            try checkCancellation(request, lastOutcome: outcome)
            attempt += 1
        }
    }

    private static func describe(_ outcome: Result<HTTPResponse, any Error>) -> String {
        switch outcome {
        case .success(let response): "status \(response.statusCode)"
        case .failure(let error): (error as? HTTPError).map { "\($0.kind)" } ?? "an error"
        }
    }

    private func checkCancellation(_ request: HTTPRequest, lastOutcome: Result<HTTPResponse, any Error>) throws {
        guard Task.isCancelled else { return }
        var underlying: (any Error)? = CancellationError()
        if case .failure(let error) = lastOutcome { underlying = error }
        throw HTTPError(.cancelled, request: request, response: try? lastOutcome.get(), underlyingError: underlying)
    }
}
