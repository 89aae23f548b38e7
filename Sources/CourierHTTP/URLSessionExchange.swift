import CourierSupport
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The state of one request in flight: its continuation, the data task, the response head and the
/// body received so far.
///
/// The continuation resumes with the raw head and body (``URLSessionExchange/Received``): the
/// transport builds the ``HTTPResponse`` in the awaiting task, so that the session's serial
/// callback queue, shared by every request of the session, does as little as it can.
///
/// Every path that ends the exchange (completion, cancellation, timeout, size limit) goes through
/// ``finish(_:)``, which resumes the continuation exactly once and drops the deadline. All mutable
/// state lives in one lock box, `state`.
final class URLSessionExchange: URLSessionTaskExchange, Sendable {
    let request: HTTPRequest
    private let limit: Int
    private let timeout: TimeInterval
    private let liveContinuations: URLSessionLiveCounter
    /// The exchange's timing, when an ``EventsMiddleware`` waits for it.
    private let marks: URLSessionTransferMarks?
    private let state = Locked(State())

    private struct State {
        var continuation: CheckedContinuation<Received, any Error>?
        var task: URLSessionDataTask?
        var earlyResult: Result<Received, HTTPError>?
        var isFinished = false
        var isResumed = false
        var head: HTTPURLResponse?
        var body = Data()
        /// The token of the exchange's deadline in ``URLSessionDeadlines/shared``.
        var deadline: Int?
    }

    /// What a successful exchange received: the response head and the whole body.
    struct Received: @unchecked Sendable {
        // `HTTPURLResponse` is immutable once URLSession hands it over; it is only read after the
        // exchange has ended.
        var head: HTTPURLResponse
        var body: Data
    }

    init(
        request: HTTPRequest, limit: Int, timeout: TimeInterval, liveContinuations: URLSessionLiveCounter,
        marks: URLSessionTransferMarks? = nil
    ) {
        self.request = request
        self.marks = marks
        self.limit = limit
        self.timeout = timeout
        self.liveContinuations = liveContinuations
    }

    /// Stores the continuation and starts `task`, unless the exchange already ended (it was
    /// cancelled before it started), in which case the continuation is resumed at once.
    /// - Returns: Whether the task was started.
    func start(task: URLSessionDataTask, continuation: CheckedContinuation<Received, any Error>) -> Bool {
        let earlyResult = state.withLock { state -> Result<Received, HTTPError>? in
            if let earlyResult = state.earlyResult { return earlyResult }
            state.continuation = continuation
            state.task = task
            liveContinuations.increment()
            // One shared timer for every exchange: see `URLSessionDeadlines`.
            // The closure keeps the exchange alive until `finish` removes the deadline (a weak
            // reference would allocate a side table per exchange).
            state.deadline = URLSessionDeadlines.shared.add(after: timeout) { self.expire() }
            return nil
        }
        if let earlyResult {
            continuation.resume(with: earlyResult)
            return false
        }
        task.resume()
        // An exchange that ended while the task was being resumed could not cancel it (see
        // `finish`): cancel it here, so that no task is cancelled before it is resumed.
        let endedMeanwhile = state.withLock { state in
            state.isResumed = true
            return state.isFinished
        }
        if endedMeanwhile { task.cancel() }
        return true
    }

    /// Redirects are compared with the URL the request was sent to.
    func redirectOrigin(of task: URLSessionTask) -> URL? {
        request.url
    }

    /// Ends the exchange with a timeout, as its deadline passed.
    private func expire() {
        fail(HTTPError(.timeout, request: request, message: "no complete response within \(timeout) s"))
    }

    /// Ends the exchange with `error` and cancels the data task.
    func fail(_ error: HTTPError) {
        if let task = finish(.failure(error)) { task.cancel() }
    }

    /// Accepts or refuses the response head.
    /// - Returns: `false` when the exchange is over or the declared length exceeds the limit.
    func receive(response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else {
            fail(HTTPError(.transport, request: request, message: "the response is not an HTTP response"))
            return false
        }
        marks?.markFirstByte()
        // A HEAD response declares the length of a body it does not carry.
        if request.method != .head, http.expectedContentLength > Int64(limit) {
            fail(tooLarge())
            return false
        }
        return state.withLock { state in
            state.head = http
            return !state.isFinished
        }
    }

    /// Appends body bytes, failing the exchange once they exceed the limit.
    func receive(data: Data) {
        let overLimit = state.withLock { state in
            guard !state.isFinished else { return false }
            guard state.body.count + data.count <= limit else { return true }
            // The first chunk (usually the only one) is kept as it is, without a copy.
            if state.body.isEmpty { state.body = data } else { state.body.append(data) }
            return false
        }
        if overLimit { fail(tooLarge()) }
    }

    /// Keeps the platform's connection phases for the exchange's metrics.
    func receive(metrics: URLSessionTaskMetrics) {
        marks?.record(metrics)
    }

    /// Ends the exchange as URLSession reports the task complete.
    func complete(error: (any Error)?) {
        if let error {
            _ = finish(.failure(URLSessionErrorMapping.httpError(for: error, request: request)))
            return
        }
        let (head, body) = state.withLock { ($0.head, $0.body) }
        guard let head else {
            _ = finish(.failure(HTTPError(.transport, request: request, message: "no response head arrived")))
            return
        }
        _ = finish(.success(Received(head: head, body: body)))
    }

    /// Records the outcome once and resumes the continuation if it is already stored.
    /// - Returns: The data task to cancel, when this call ended the exchange and the task has
    ///   been resumed (``start(task:continuation:)`` cancels it otherwise).
    private func finish(_ result: Result<Received, HTTPError>) -> URLSessionDataTask? {
        let ended = state.withLock { state -> (CheckedContinuation<Received, any Error>?, URLSessionDataTask?, Int?)? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            defer {
                state.continuation = nil
                state.task = nil
                state.body = Data()
                state.deadline = nil
            }
            if state.continuation == nil { state.earlyResult = result }
            return (state.continuation, state.isResumed ? state.task : nil, state.deadline)
        }
        guard let (continuation, task, deadline) = ended else { return nil }
        if let deadline { URLSessionDeadlines.shared.remove(deadline) }
        if let continuation {
            liveContinuations.decrement()
            continuation.resume(with: result)
        }
        return task
    }

    private func tooLarge() -> HTTPError {
        HTTPError(.responseTooLarge(limit: limit), request: request)
    }
}

/// A thread-safe count of continuations that have been stored and not yet resumed, so tests can
/// prove none leaks.
final class URLSessionLiveCounter: Sendable {
    private let value = Locked(0)

    /// The current count.
    var count: Int { value.withLock { $0 } }

    func increment() {
        value.withLock { $0 += 1 }
    }

    func decrement() {
        value.withLock { $0 -= 1 }
    }
}
