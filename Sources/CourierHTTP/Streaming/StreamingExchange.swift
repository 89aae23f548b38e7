import CourierSupport
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One streaming exchange: resumes the head continuation once, then feeds body chunks to the
/// stream. Its mutable state lives in one lock box, `state`.
final class StreamingExchange: URLSessionTaskExchange, Sendable {
    private struct State {
        var head: CheckedContinuation<HTTPStreamingResponse, any Error>?
        var body: AsyncThrowingStream<Data, any Error>.Continuation?
        var stream: AsyncThrowingStream<Data, any Error>?
        var received = 0
        var failure: HTTPError?
        var isFinished = false
    }

    let request: HTTPRequest
    private let limit: Int
    private let task: URLSessionDataTask
    private let upload: URLSessionUploadBody?
    /// The exchange's timing, when an ``EventsMiddleware`` waits for it.
    private let marks: URLSessionTransferMarks?
    private let state: Locked<State>

    init(
        request: HTTPRequest, limit: Int, task: URLSessionDataTask, upload: URLSessionUploadBody? = nil,
        marks: URLSessionTransferMarks? = nil
    ) {
        self.request = request
        self.marks = marks
        self.limit = limit
        self.task = task
        self.upload = upload
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        state = Locked(State(body: continuation, stream: stream))
        continuation.onTermination = { [task] termination in
            if case .cancelled = termination { task.cancel() }
        }
    }

    /// Redirects are compared with the URL the task was created with.
    func redirectOrigin(of task: URLSessionTask) -> URL? {
        task.originalRequest?.url
    }

    /// Stores the head continuation and starts the task (or fails at once if already cancelled).
    func start(head continuation: CheckedContinuation<HTTPStreamingResponse, any Error>) {
        let early: HTTPError? = state.withLock { state in
            if let failure = state.failure { return failure }
            state.head = continuation
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
        marks?.markFirstByte()
        let head = HTTPResponse(
            statusCode: http.statusCode, headerFields: URLSessionErrorMapping.fields(of: http), url: http.url)
        let (continuation, stream) = state.withLock { state in
            defer {
                state.head = nil
                state.stream = nil
            }
            return (state.head, state.stream)
        }
        guard let continuation, let stream else { return false }
        continuation.resume(returning: HTTPStreamingResponse(head: head, body: stream))
        return true
    }

    func receive(data: Data) {
        let over: Bool = state.withLock { state in
            state.received += data.count
            return state.received > limit
        }
        if over {
            fail(
                HTTPError(
                    .responseTooLarge(limit: limit), request: request, message: "streamed body exceeded \(limit) bytes")
            )
            task.cancel()
            return
        }
        _ = state.withLock { $0.body }?.yield(data)
    }

    /// Keeps the platform's connection phases for the exchange's metrics (Apple platforms report
    /// them when the task completes, so they reach only a recorder still waiting then).
    func receive(metrics: URLSessionTaskMetrics) {
        marks?.record(metrics)
    }

    /// Reports upload progress.
    func didSendBody(totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {
        let total = totalBytesExpectedToSend.known ?? request.bodySource?.knownLength
        request.uploadProgress?.report(TransferProgress(completedBytes: totalBytesSent, totalBytes: total))
    }

    /// A fresh stream of the request body, for URLSession to send it again.
    func newBodyStream() -> InputStream? {
        upload?.makeInputStream()
    }

    func complete(error: (any Error)?) {
        upload?.stop()
        if error == nil, let progress = request.uploadProgress {
            let total = request.bodySource?.knownLength
            progress.finish(with: total.map { TransferProgress(completedBytes: $0, totalBytes: $0) })
        } else {
            request.uploadProgress?.finish()
        }
        if let error {
            fail(URLSessionErrorMapping.httpError(for: error, request: request))
        } else {
            let body = state.withLock { state in
                defer { state.body = nil }
                state.isFinished = true
                return state.body
            }
            body?.finish()
        }
    }

    /// Ends the exchange with `error`: the head waiter throws it, or the body stream does.
    func fail(_ error: HTTPError) {
        let (head, body) = state.withLock { state in
            defer {
                state.head = nil
                state.body = nil
                state.stream = nil
            }
            if state.failure == nil, !state.isFinished { state.failure = error }
            state.isFinished = true
            return (state.head, state.body)
        }
        if head != nil || body != nil { task.cancel() }
        upload?.stop()
        request.uploadProgress?.finish()
        head?.resume(throwing: error)
        body?.finish(throwing: error)
    }
}
