import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One streaming exchange: resumes the head continuation once, then feeds body chunks to the
/// stream; `@unchecked Sendable` because every mutable member is guarded by `lock`.
final class StreamingExchange: @unchecked Sendable {
    let request: HTTPRequest
    private let limit: Int
    private let task: URLSessionDataTask
    private let lock = NSLock()
    private var head: CheckedContinuation<HTTPStreamingResponse, any Error>?
    private var body: AsyncThrowingStream<Data, any Error>.Continuation?
    private var stream: AsyncThrowingStream<Data, any Error>?
    private var received = 0
    private var failure: HTTPError?
    private var isFinished = false

    init(request: HTTPRequest, limit: Int, task: URLSessionDataTask) {
        self.request = request
        self.limit = limit
        self.task = task
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        self.stream = stream
        body = continuation
        continuation.onTermination = { [task] termination in
            if case .cancelled = termination { task.cancel() }
        }
    }

    /// Stores the head continuation and starts the task (or fails at once if already cancelled).
    func start(head continuation: CheckedContinuation<HTTPStreamingResponse, any Error>) {
        let early: HTTPError? = lock.withLock {
            if let failure { return failure }
            head = continuation
            return nil
        }
        if let early {
            task.cancel()
            continuation.resume(throwing: early)
        } else {
            task.resume()
        }
    }

    func receive(response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else {
            fail(HTTPError(.transport, request: request, message: "not an HTTP response"))
            return false
        }
        let head = HTTPResponse(statusCode: http.statusCode, headerFields: URLSessionErrorMapping.fields(of: http), url: http.url)
        let (continuation, stream) = lock.withLock {
            defer { self.head = nil; self.stream = nil }
            return (self.head, self.stream)
        }
        guard let continuation, let stream else { return false }
        continuation.resume(returning: HTTPStreamingResponse(head: head, body: stream))
        return true
    }

    func receive(data: Data) {
        let over: Bool = lock.withLock {
            received += data.count
            return received > limit
        }
        if over {
            fail(HTTPError(.responseTooLarge(limit: limit), request: request, message: "streamed body exceeded \(limit) bytes"))
            task.cancel()
            return
        }
        _ = lock.withLock { body }?.yield(data)
    }

    func complete(error: (any Error)?) {
        if let error {
            fail(URLSessionErrorMapping.httpError(for: error, request: request))
        } else {
            let body = lock.withLock {
                defer { self.body = nil }
                isFinished = true
                return self.body
            }
            body?.finish()
        }
    }

    /// Ends the exchange with `error`: the head waiter throws it, or the body stream does.
    func fail(_ error: HTTPError) {
        let (head, body) = lock.withLock {
            defer { self.head = nil; self.body = nil; self.stream = nil }
            if failure == nil, !isFinished { failure = error }
            isFinished = true
            return (self.head, self.body)
        }
        if head != nil || body != nil { task.cancel() }
        head?.resume(throwing: error)
        body?.finish(throwing: error)
    }
}
