import CourierSupport

/// A transport that lets at most a fixed number of requests through to the wrapped transport at
/// once, queues the rest first in, first out, and can cancel everything (for logout).
///
/// - Queueing: a request beyond the limit waits; slots go to waiters strictly in arrival order as
///   they free up. (Requests granted slots at nearly the same moment run concurrently, so they may
///   reach the wrapped transport in either order.) A slot is held until the wrapped transport's
///   `send` has really returned, so the limit holds even for requests whose callers were answered
///   early by a cancellation.
/// - Cancellation: cancelling a caller's task removes it from the queue at once, or cancels its
///   exchange if it is sending; either way the caller gets ``HTTPError`` of kind
///   ``HTTPError/Kind/cancelled`` without waiting for the wrapped transport to wind down.
/// - ``cancelAll()`` does the same for every request queued or sending at that moment; requests
///   made afterwards go through normally.
///
/// Each request is sent from an unstructured task created in the caller's context (so it keeps
/// the caller's priority and task-local values, such as ``HTTPAttempt/number``); that task is what
/// ``cancelAll()`` cancels.
public final class ConcurrencyLimitedTransport: HTTPTransport {
    /// The transport requests go to.
    public let transport: any HTTPTransport
    private let state: Locked<LimiterState>

    /// Creates the limiter.
    /// - Parameters:
    ///   - transport: The transport to send through.
    ///   - maxConcurrentRequests: The most requests in flight at once; values below 1 count as 1.
    public init(transport: any HTTPTransport, maxConcurrentRequests: Int) {
        self.transport = transport
        self.state = Locked(LimiterState(limit: maxConcurrentRequests))
    }

    /// The most requests in flight at once.
    public var maxConcurrentRequests: Int { state.withLock { $0.limit } }

    /// Requests holding a slot now: sending, or about to.
    public var activeCount: Int { state.withLock { $0.active } }

    /// Requests waiting for a slot now.
    public var queuedCount: Int { state.withLock { $0.queuedCount } }

    /// Sends `request` once a slot is free.
    /// - Parameter request: The request.
    /// - Returns: The wrapped transport's response.
    /// - Throws: The wrapped transport's error, or ``HTTPError`` of kind
    ///   ``HTTPError/Kind/cancelled`` when the calling task or ``cancelAll()`` cancelled it.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let id = state.withLock { $0.makeID() }
        do {
            return try await withTaskCancellationHandler {
                try await waitForSlot(id)
                return try await run(id, request)
            } onCancel: {
                perform(state.withLock { $0.cancel(id, reason: .task) })
            }
        } catch let cancellation as LimiterCancellation {
            let message = cancellation.reason == .cancelAll ? "the request was cancelled by cancelAll()" : nil
            throw HTTPError(.cancelled, request: request, underlyingError: CancellationError(), message: message)
        }
    }

    /// Cancels every request queued or in flight now; each of their callers gets ``HTTPError``
    /// of kind ``HTTPError/Kind/cancelled`` whose message names `cancelAll()`. Use it on logout.
    public func cancelAll() {
        perform(state.withLock { $0.cancelAll() })
    }

    private func waitForSlot(_ id: UInt64) async throws {
        try await withCheckedThrowingContinuation { (continuation: LimiterState.SlotContinuation) in
            // Reading isCancelled under the lock closes the gap with the cancellation handler: if
            // the task was cancelled before this point the handler found nothing to cancel.
            perform(state.withLock { $0.enqueue(id, continuation, isCancelled: Task.isCancelled) })
        }
    }

    private func run(_ id: UInt64, _ request: HTTPRequest) async throws -> HTTPResponse {
        try await withCheckedThrowingContinuation { (continuation: LimiterState.ResultContinuation) in
            let (cancelled, effect) = state.withLock { state in
                state.start(id, continuation, isCancelled: Task.isCancelled) {
                    // Created here, in the caller's task, to inherit its priority and task-locals.
                    Task { [transport] in
                        let result: Result<HTTPResponse, any Error>
                        do {
                            result = .success(try await transport.send(request))
                        } catch {
                            result = .failure(error)
                        }
                        self.finish(id, result)
                    }
                }
            }
            perform(effect)
            if let cancelled { continuation.resume(throwing: LimiterCancellation(reason: cancelled)) }
        }
    }

    private func finish(_ id: UInt64, _ result: Result<HTTPResponse, any Error>) {
        let (caller, effect) = state.withLock { $0.finish(id) }
        perform(effect)
        caller?.resume(with: result)
    }

    private func perform(_ effect: LimiterState.Effect?) {
        guard let effect else { return }
        perform([effect])
    }

    private func perform(_ effects: [LimiterState.Effect]) {
        for effect in effects {
            switch effect {
            case .grant(let continuation): continuation.resume()
            case .cancelWaiting(let continuation, let reason):
                continuation.resume(throwing: LimiterCancellation(reason: reason))
            case .cancelCaller(let continuation, let reason):
                continuation.resume(throwing: LimiterCancellation(reason: reason))
            case .cancelTask(let task): task.cancel()
            }
        }
    }
}

/// Thrown inside ``ConcurrencyLimitedTransport`` when the limiter itself cancelled a request;
/// `send` turns it into ``HTTPError`` with the request attached.
private struct LimiterCancellation: Error {
    let reason: LimiterState.CancelReason
}
