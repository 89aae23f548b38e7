public import Foundation

/// A middleware that reports the start and finish of every request passing through it to a list
/// of ``HTTPEventMonitor``s.
///
/// Put it *inside* ``RetryMiddleware`` (later in the middleware list) to see each attempt: the
/// attempt number comes from the task-local ``HTTPAttempt/number`` that the retry middleware binds
/// around each attempt, so no header or shared counter is involved. Outside any retry middleware
/// every request is attempt 1.
///
/// A transport that times its exchanges (``URLSessionTransport``) hands the
/// ``HTTPTransferMetrics`` to the nearest enclosing events middleware, which puts them on the
/// finish event (``HTTPAttemptFinishedEvent/transferMetrics``).
public struct EventsMiddleware: HTTPMiddleware {
    /// The monitors, called in order.
    public var monitors: [any HTTPEventMonitor]
    /// A monotonic clock in seconds, for durations.
    public var uptime: @Sendable () -> TimeInterval

    /// Creates the middleware.
    /// - Parameters:
    ///   - monitors: The monitors to call, in order.
    ///   - uptime: A monotonic clock in seconds; the system uptime by default.
    public init(
        monitors: [any HTTPEventMonitor],
        uptime: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.monitors = monitors
        self.uptime = uptime
    }

    /// Reports the attempt's start, passes `request` on, and reports its finish.
    /// - Parameters:
    ///   - request: The request.
    ///   - next: The rest of the chain.
    /// - Returns: The response from the rest of the chain, unchanged.
    /// - Throws: Whatever `next` throws, unchanged.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        let id = UUID.random()
        let attempt = HTTPAttempt.number
        let started = HTTPAttemptStartedEvent(id: id, request: request, attempt: attempt)
        for monitor in monitors { monitor.attemptDidStart(started) }
        let start = uptime()
        let outcome: Result<HTTPResponse, any Error>
        let recorder = HTTPTransferMetricsRecorder(parent: HTTPTransferMetricsRecorder.current)
        do {
            outcome = .success(
                try await HTTPTransferMetricsRecorder.$current.withValue(recorder) { try await next(request) })
        } catch {
            outcome = .failure(error)
        }
        let response: HTTPResponse?
        let failure: (any Error)?
        switch outcome {
        case .success(let value): (response, failure) = (value, nil)
        case .failure(let error): (response, failure) = ((error as? HTTPError)?.response, error)
        }
        let finished = HTTPAttemptFinishedEvent(
            id: id,
            request: request,
            attempt: attempt,
            duration: max(0, uptime() - start),
            bytesSent: Int(request.bodySource?.knownLength ?? 0),
            bytesReceived: response?.body.count ?? 0,
            response: response,
            error: failure,
            transferMetrics: recorder.metrics
        )
        for monitor in monitors { monitor.attemptDidFinish(finished) }
        return try outcome.get()
    }
}
