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
/// ``finish(_:)``, which resumes the continuation exactly once and drops the deadline.
/// `@unchecked Sendable` because all mutable state is guarded by `lock`.
final class URLSessionExchange: @unchecked Sendable {
    let request: HTTPRequest
    private let limit: Int
    private let timeout: TimeInterval
    private let liveContinuations: URLSessionLiveCounter
    private let lock = NSLock()
    // Guarded by `lock`:
    private var continuation: CheckedContinuation<Received, any Error>?
    private var task: URLSessionDataTask?
    private var earlyResult: Result<Received, HTTPError>?
    private var isFinished = false
    private var isResumed = false
    private var head: HTTPURLResponse?
    private var body = Data()
    /// The token of the exchange's deadline in ``URLSessionDeadlines/shared``.
    private var deadline: Int?

    /// What a successful exchange received: the response head and the whole body.
    struct Received: @unchecked Sendable {
        // `HTTPURLResponse` is immutable once URLSession hands it over; it is only read after the
        // exchange has ended.
        var head: HTTPURLResponse
        var body: Data
    }

    init(request: HTTPRequest, limit: Int, timeout: TimeInterval, liveContinuations: URLSessionLiveCounter) {
        self.request = request
        self.limit = limit
        self.timeout = timeout
        self.liveContinuations = liveContinuations
    }

    /// Stores the continuation and starts `task`, unless the exchange already ended (it was
    /// cancelled before it started), in which case the continuation is resumed at once.
    /// - Returns: Whether the task was started.
    func start(task: URLSessionDataTask, continuation: CheckedContinuation<Received, any Error>) -> Bool {
        lock.lock()
        if let earlyResult {
            lock.unlock()
            continuation.resume(with: earlyResult)
            return false
        }
        self.continuation = continuation
        self.task = task
        liveContinuations.increment()
        // One shared timer for every exchange: see `URLSessionDeadlines`.
        // The closure keeps the exchange alive until `finish` removes the deadline (a weak
        // reference would allocate a side table per exchange).
        deadline = URLSessionDeadlines.shared.add(after: timeout) { self.expire() }
        lock.unlock()
        task.resume()
        // An exchange that ended while the task was being resumed could not cancel it (see
        // `finish`): cancel it here, so that no task is cancelled before it is resumed.
        lock.lock()
        isResumed = true
        let endedMeanwhile = isFinished
        lock.unlock()
        if endedMeanwhile { task.cancel() }
        return true
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
        // A HEAD response declares the length of a body it does not carry.
        if request.method != .head, http.expectedContentLength > Int64(limit) {
            fail(tooLarge())
            return false
        }
        lock.lock()
        defer { lock.unlock() }
        head = http
        return !isFinished
    }

    /// Appends body bytes, failing the exchange once they exceed the limit.
    func receive(data: Data) {
        lock.lock()
        guard !isFinished else { return lock.unlock() }
        guard body.count + data.count <= limit else {
            lock.unlock()
            return fail(tooLarge())
        }
        // The first chunk (usually the only one) is kept as it is, without a copy.
        if body.isEmpty { body = data } else { body.append(data) }
        lock.unlock()
    }

    /// Ends the exchange as URLSession reports the task complete.
    func complete(error: (any Error)?) {
        if let error {
            _ = finish(.failure(URLSessionErrorMapping.httpError(for: error, request: request)))
            return
        }
        lock.lock()
        let head = head
        let body = body
        lock.unlock()
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
        lock.lock()
        guard !isFinished else {
            lock.unlock()
            return nil
        }
        isFinished = true
        let continuation = continuation
        let task = isResumed ? task : nil
        self.continuation = nil
        self.task = nil
        body = Data()
        let deadline = deadline
        self.deadline = nil
        if continuation == nil { earlyResult = result }
        lock.unlock()
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
