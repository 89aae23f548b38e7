import CourierSupport
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The request body of one URL session exchange, in the form URLSession takes it, and the
/// producer behind a streamed one.
///
/// A file goes to `uploadTask(with:fromFile:)`, which reads it from disk as it sends (on Linux
/// through a `DispatchIO` channel, a few hundred KiB at a time). A stream goes into
/// `httpBodyStream` through an ``HTTPBodyPump``; when URLSession needs the body again (a
/// redirect that keeps it), ``makeInputStream()`` starts the stream over — possible only for a
/// replayable stream, a one-shot one fails with ``HTTPBodyStreamError/alreadyConsumed``.
final class URLSessionUploadBody: Sendable {
    let body: HTTPBody
    private let onFailure: @Sendable (any Error) -> Void
    private let pump = Locked<HTTPBodyPump?>(nil)
    /// A temporary file this body was spooled into (``HTTPBodySpool``), removed by ``stop()``.
    private let spooledFile: URL?

    init(body: HTTPBody, spooledFile: URL? = nil, onFailure: @escaping @Sendable (any Error) -> Void) {
        self.body = body
        self.spooledFile = spooledFile
        self.onFailure = onFailure
    }

    /// A fresh stream of the whole body, stopping the previous attempt's producer.
    func makeInputStream() -> InputStream? {
        switch body {
        case .data(let data):
            return InputStream(data: data)
        case .file(let url):
            return InputStream(url: url)
        case .stream(let stream):
            let next = HTTPBodyPump(chunks: stream.makeChunks(), onFailure: onFailure)
            pump.withLock { $0 }?.stop()
            pump.withLock { $0 = next }
            return HTTPBodyInputStream.make(reading: next)
        }
    }

    /// Stops any producer still running and removes a spooled file (the exchange ended).
    func stop() {
        pump.withLock { pump in
            defer { pump = nil }
            return pump
        }?.stop()
        if let spooledFile { try? FileManager.default.removeItem(at: spooledFile) }
    }
}

/// How the URL session transports create the task for a request and its body.
enum URLSessionUploads {
    /// Runs a call into a session that carries streamed bodies (creating, resuming and
    /// cancelling tasks): FoundationNetworking runs them synchronously on the session's work
    /// queue, which waits while a streamed body's producer has no bytes ready, and the producer
    /// runs on the cooperative pool, so a pool thread must never wait for that queue.
    /// A thread of its own per call: a concurrent dispatch queue would share its few worker
    /// threads with the cooperative pool on Linux, and the waiting calls could starve the producer.
    static func offPool(_ call: @escaping @Sendable () -> Void) {
        Thread { call() }.start()
    }

    /// ``makeTask(in:for:request:onBodyFailure:)`` through ``offPool(_:)`` for a streamed body,
    /// in place otherwise.
    static func makeTaskOffPool(
        in session: URLSession,
        for urlRequest: URLRequest,
        request: HTTPRequest,
        onBodyFailure: @escaping @Sendable (any Error) -> Void
    ) async throws(HTTPError) -> (task: URLSessionDataTask, upload: URLSessionUploadBody?) {
        guard case .stream(let stream)? = request.bodySource else {
            return try makeTask(in: session, for: urlRequest, request: request, onBodyFailure: onBodyFailure)
        }
        #if canImport(FoundationNetworking)
        // See HTTPBodySpool: a streamed body is uploaded from a temporary file on Linux.
        let file = try await HTTPBodySpool.spool(stream, for: request)
        let upload = URLSessionUploadBody(body: .file(file), spooledFile: file, onFailure: onBodyFailure)
        return (session.uploadTask(with: urlRequest, fromFile: file), upload)
        #else
        _ = stream
        let box = UncheckedTaskBox(session: session, urlRequest: urlRequest)
        let result = await withCheckedContinuation { continuation in
            offPool {
                continuation.resume(
                    returning: Result { () throws(HTTPError) in
                        UncheckedTaskBox(
                            made: try makeTask(
                                in: box.session, for: box.urlRequest, request: request, onBodyFailure: onBodyFailure))
                    })
            }
        }
        return try result.get().made!
        #endif
    }
    /// The task sending `urlRequest` (already carrying the method, URL and header fields) with
    /// `request`'s body, and the body's producer when it streams.
    /// - Throws: ``HTTPError`` of kind `.invalidRequest` when a file body cannot be read.
    static func makeTask(
        in session: URLSession,
        for urlRequest: URLRequest,
        request: HTTPRequest,
        onBodyFailure: @escaping @Sendable (any Error) -> Void
    ) throws(HTTPError) -> (task: URLSessionDataTask, upload: URLSessionUploadBody?) {
        var urlRequest = urlRequest
        switch request.bodySource {
        case nil, .data?:
            return (session.dataTask(with: urlRequest), nil)
        case .file(let url)?:
            guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else {
                throw HTTPError(.invalidRequest, request: request, message: "the body file cannot be read")
            }
            let upload = URLSessionUploadBody(body: .file(url), onFailure: onBodyFailure)
            return (session.uploadTask(with: urlRequest, fromFile: url), upload)
        case .stream(let stream)?:
            if let length = stream.length, urlRequest.value(forHTTPHeaderField: "Content-Length") == nil {
                urlRequest.setValue(String(length), forHTTPHeaderField: "Content-Length")
            }
            let upload = URLSessionUploadBody(body: .stream(stream), onFailure: onBodyFailure)
            urlRequest.httpBodyStream = upload.makeInputStream()
            return (session.dataTask(with: urlRequest), upload)
        }
    }
}

/// Carries a session, a request and a new task across the hop to ``URLSessionUploads/offPool(_:)``.
/// `@unchecked Sendable`: each value is handed over once and then used by one side only.
private struct UncheckedTaskBox: @unchecked Sendable {
    var session: URLSession!
    var urlRequest: URLRequest!
    var made: (task: URLSessionDataTask, upload: URLSessionUploadBody?)?

    init(session: URLSession, urlRequest: URLRequest) {
        self.session = session
        self.urlRequest = urlRequest
    }

    init(made: (task: URLSessionDataTask, upload: URLSessionUploadBody?)) {
        self.made = made
    }
}
