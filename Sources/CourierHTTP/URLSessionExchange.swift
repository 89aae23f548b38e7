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
    private let downloadLimit: Int64
    private let timeout: TimeInterval
    private let liveContinuations: URLSessionLiveCounter
    /// The exchange's timing, when an ``EventsMiddleware`` waits for it.
    private let marks: URLSessionTransferMarks?
    private let state = Locked(State())

    struct State {
        var continuation: CheckedContinuation<Received, any Error>?
        var task: URLSessionDataTask?
        var earlyResult: Result<Received, HTTPError>?
        var isFinished = false
        var isResumed = false
        var head: HTTPURLResponse?
        /// The body's first chunk, kept as it came (usually the whole body).
        var body = Data()
        /// The body, once a second chunk arrived (see ``appendBody(_:limit:)``).
        var bodyBuffer: ReceivedBodyBuffer?
        /// The temporary file a download's body goes to, once a 2xx head arrived.
        var download: DownloadFileWriter?
        /// The whole body's length when known (a resumed download's includes the kept bytes), or -1.
        var expectedTotal: Int64 = -1
        /// The streamed or file body being sent, if any.
        var upload: URLSessionUploadBody?
        var bytesSent: Int64 = 0
        /// The token of the exchange's deadline in ``URLSessionDeadlines/shared``.
        var deadline: Int?
    }

    /// What a successful exchange received: the response head and the whole body.
    struct Received: @unchecked Sendable {
        // `HTTPURLResponse` is immutable once URLSession hands it over; it is only read after the
        // exchange has ended.
        var head: HTTPURLResponse
        var body: Data
        /// Where ``body``'s bytes are, when the exchange gathered them itself.
        var residentBody = ResidentBodyBytes()
        /// The temporary file holding the body of a download.
        var bodyFile: URL?
    }

    init(
        request: HTTPRequest, limit: Int, downloadLimit: Int64 = .max, timeout: TimeInterval,
        liveContinuations: URLSessionLiveCounter, marks: URLSessionTransferMarks? = nil
    ) {
        self.request = request
        self.marks = marks
        self.limit = limit
        self.downloadLimit = downloadLimit
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
        let started = UncheckedSendableTask(task)
        control { started.task.resume() }
        // An exchange that ended while the task was being resumed could not cancel it (see
        // `finish`): cancel it here, so that no task is cancelled before it is resumed.
        let endedMeanwhile = state.withLock { state in
            state.isResumed = true
            return state.isFinished
        }
        if endedMeanwhile { control { started.task.cancel() } }
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
        if let task = finish(.failure(error)) {
            let ended = UncheckedSendableTask(task)
            control { Self.cancel(ended.task) }
        }
    }

    /// Cancels `task` without waiting for the session's work queue from one of its callbacks
    /// (see ``URLSessionInlineDelegateQueue``).
    private static func cancel(_ task: URLSessionDataTask) {
        #if canImport(FoundationNetworking)
        URLSessionInlineDelegateQueue.cancelOutsideCallbacks(task)
        #else
        task.cancel()
        #endif
    }

    /// Runs a call that FoundationNetworking makes wait for the session's work queue. With a
    /// streamed body that queue can be waiting for the body's producer, which runs on the
    /// cooperative pool, so such calls leave the pool (see ``URLSessionUploadBody``).
    func control(_ call: @escaping @Sendable () -> Void) {
        guard case .stream? = request.bodySource else { return call() }
        URLSessionUploads.offPool(call)
    }

    /// Sets the body being sent, so that it is stopped when the exchange ends.
    func attach(upload: URLSessionUploadBody) {
        state.withLock { $0.upload = upload }
    }

    /// Accepts or refuses the response head.
    /// - Returns: `false` when the exchange is over or the declared length exceeds the limit.
    func receive(response: URLResponse) -> Bool {
        guard let http = response as? HTTPURLResponse else {
            fail(HTTPError(.transport, request: request, message: "the response is not an HTTP response"))
            return false
        }
        marks?.markFirstByte()
        // A HEAD response carries no body (and declares the length of one it does not carry).
        let directory =
            request.method == .head || !(200..<300).contains(http.statusCode) ? nil : request.downloadDirectory
        let resumeStart = directory.flatMap { _ in request.downloadResume }.map {
            DownloadResumeStart(head: http, resume: $0)
        }
        if resumeStart == .mismatch {
            // The download layer starts over: see HTTPTransport.download(_:to:resume:).
            _ = finish(.success(Received(head: http, body: Data())))
            return false
        }
        let (kept, total) = resumeStart?.keptAndTotal ?? (0, http.expectedContentLength.known)
        let bodyLimit = directory == nil ? Int64(limit) : downloadLimit
        if request.method != .head, let total, total > bodyLimit {
            fail(tooLarge(bodyLimit))
            return false
        }
        var openError: (any Error)?
        let accepted = state.withLock { state in
            state.head = http
            state.expectedTotal = total ?? -1
            guard !state.isFinished else { return false }
            if let directory {
                do {
                    state.download = try makeDownloadWriter(in: directory, head: http, total: total, kept: kept)
                } catch {
                    openError = error
                }
            }
            return openError == nil
        }
        if accepted, kept > 0 {
            request.downloadProgress?.report(TransferProgress(completedBytes: kept, totalBytes: total))
        }
        if let openError {
            fail(
                HTTPError(
                    .invalidRequest, request: request, underlyingError: openError,
                    message: "the download's temporary file could not be created"))
        }
        return accepted
    }

    /// Appends body bytes (to memory, or to the download's file), failing the exchange once they
    /// exceed the limit.
    func receive(data: Data) {
        enum Outcome {
            case received(Int64, expected: Int64)
            case overLimit(Int64)
            case writeFailed(any Error)
        }
        let outcome = state.withLock { state -> Outcome in
            guard !state.isFinished else { return .received(0, expected: -1) }
            let expected = state.expectedTotal
            if let download = state.download {
                guard download.count + Int64(data.count) <= downloadLimit else { return .overLimit(downloadLimit) }
                do { try download.write(data) } catch { return .writeFailed(error) }
                return .received(download.count, expected: expected)
            }
            guard state.bodyCount + data.count <= limit else { return .overLimit(Int64(limit)) }
            state.appendBody(data, limit: limit)
            return .received(Int64(state.bodyCount), expected: expected)
        }
        switch outcome {
        case .received(let count, let expected):
            request.downloadProgress?.report(TransferProgress(completedBytes: count, totalBytes: expected.known))
        case .overLimit(let bodyLimit):
            fail(tooLarge(bodyLimit))
        case .writeFailed(let error):
            fail(
                HTTPError(
                    .transport, request: request, underlyingError: error,
                    message: "the download could not be written to its file"))
        }
    }

    /// Records upload progress.
    func didSendBody(totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {
        guard let reporter = request.uploadProgress else { return }
        let isOpen = state.withLock { state in
            state.bytesSent = max(state.bytesSent, totalBytesSent)
            return !state.isFinished
        }
        let total = totalBytesExpectedToSend.known ?? request.bodySource?.knownLength
        if isOpen { reporter.report(TransferProgress(completedBytes: totalBytesSent, totalBytes: total)) }
    }

    /// A fresh stream of the request body, for URLSession to send it again.
    func newBodyStream() -> InputStream? {
        state.withLock { $0.upload }?.makeInputStream()
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
        let (head, body, file) = state.withLock { state -> (HTTPURLResponse?, (Data, ResidentBodyBytes), URL?) in
            guard !state.isFinished, state.head != nil, let download = state.download else {
                return (state.head, state.takeBody(), nil)
            }
            // Complete: the file is handed to the response rather than removed by `finish`.
            download.close()
            state.download = nil
            return (state.head, state.takeBody(), download.url)
        }
        guard let head else {
            _ = finish(.failure(HTTPError(.transport, request: request, message: "no response head arrived")))
            return
        }
        _ = finish(.success(Received(head: head, body: body.0, residentBody: body.1, bodyFile: file)))
    }

    /// Records the outcome once and resumes the continuation if it is already stored.
    /// - Returns: The data task to cancel, when this call ended the exchange and the task has
    ///   been resumed (``start(task:continuation:)`` cancels it otherwise).
    private func finish(_ result: Result<Received, HTTPError>) -> URLSessionDataTask? {
        let ended = state.withLock { state -> Ended? in
            guard !state.isFinished else { return nil }
            state.isFinished = true
            defer {
                state.continuation = nil
                state.task = nil
                state.body = Data()
                state.bodyBuffer = nil
                state.deadline = nil
                state.download = nil
                state.upload = nil
            }
            if state.continuation == nil { state.earlyResult = result }
            // A download still open here did not complete: its file goes, unless it can be resumed.
            state.download?.abandon(interrupted: result.isInterruption)
            return Ended(
                continuation: state.continuation, task: state.isResumed ? state.task : nil, deadline: state.deadline,
                upload: state.upload, bytesSent: state.bytesSent)
        }
        guard let ended else { return nil }
        let (continuation, task, deadline) = (ended.continuation, ended.task, ended.deadline)
        if let deadline { URLSessionDeadlines.shared.remove(deadline) }
        ended.upload?.stop()
        finishProgress(result, bytesSent: ended.bytesSent)
        if let continuation {
            liveContinuations.decrement()
            continuation.resume(with: result)
        }
        return task
    }

    private struct Ended {
        var continuation: CheckedContinuation<Received, any Error>?
        var task: URLSessionDataTask?
        var deadline: Int?
        var upload: URLSessionUploadBody?
        var bytesSent: Int64
    }

    /// Ends the progress sequences: at their totals when the exchange succeeded.
    private func finishProgress(_ result: Result<Received, HTTPError>, bytesSent: Int64) {
        guard case .success(let received) = result else {
            request.uploadProgress?.finish()
            request.downloadProgress?.finish()
            return
        }
        if let upload = request.uploadProgress {
            let total = request.bodySource?.knownLength ?? bytesSent
            upload.finish(with: TransferProgress(completedBytes: total, totalBytes: total))
        }
        if let download = request.downloadProgress {
            let count = received.bodyFile.flatMap(HTTPBody.fileSize(of:)) ?? Int64(received.body.count)
            download.finish(with: TransferProgress(completedBytes: count, totalBytes: count))
        }
    }

    /// The writer of a 2xx body: a new temporary file, or a resumable download's partial file
    /// after its `kept` bytes, with the record that lets a later download resume it.
    private func makeDownloadWriter(in directory: URL, head: HTTPURLResponse, total: Int64?, kept: Int64) throws
        -> DownloadFileWriter
    {
        guard let resume = request.downloadResume else { return try DownloadFileWriter(in: directory) }
        let writer = try DownloadFileWriter(partial: resume.partial.url, keeping: kept)
        let record = DownloadResumeStart.record(
            for: head, url: request.url, total: total, sentValidator: resume.validator)
        if let record {
            try resume.partial.save(record)
            writer.keepsOnFailure = true
        } else {
            resume.partial.removeRecord()
        }
        return writer
    }

    private func tooLarge(_ bodyLimit: Int64) -> HTTPError {
        HTTPError(.responseTooLarge(limit: Int(clamping: bodyLimit)), request: request)
    }
}

extension Result<URLSessionExchange.Received, HTTPError> {
    /// Whether the exchange failed because the connection did (broke, timed out or was
    /// cancelled), rather than because of what the server sent.
    var isInterruption: Bool {
        guard case .failure(let error) = self else { return false }
        switch error.kind {
        case .transport, .timeout, .cancelled: return true
        default: return false
        }
    }
}

extension Int64 {
    /// The value as a known length: `nil` for URLSession's "unknown" (negative) values.
    var known: Int64? { self >= 0 ? self : nil }
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

/// A task handed to ``URLSessionExchange/control(_:)``. `@unchecked Sendable`: URLSession
/// tasks are thread-safe for `resume()` and `cancel()`, the only calls made through it.
struct UncheckedSendableTask: @unchecked Sendable {
    let task: URLSessionDataTask

    init(_ task: URLSessionDataTask) { self.task = task }
}
