import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("URLSessionTransport — streamed uploads")
struct URLSessionUploadTests {
    private func echoServer() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        server.route(.put, "/upload") { request in
            .text("\(request.body.count)")
        }
        return server
    }

    @Test("a file body arrives intact, with its Content-Length, through an upload-from-file task")
    func fileUpload() async throws {
        let server = try echoServer()
        defer { server.stop() }
        let payload = TransferFixtures.bytes(3 << 20)
        let file = try TransferFixtures.file(payload)
        var request = HTTPRequest(method: .put, url: server.url("/upload"))
        request.bodySource = .file(file)

        let response = try await URLSessionTransport().send(request)

        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "\(payload.count)")
        let received = try #require(server.receivedRequests.last)
        #expect(received.body == payload)
        #expect(received.headerFields["Content-Length"] == "\(payload.count)")
    }

    @Test("a file body is handed to URLSession as a file, never as bytes in the request")
    func fileUploadTaskReadsFromDisk() throws {
        let file = try TransferFixtures.file(TransferFixtures.bytes(1000))
        var request = HTTPRequest(method: .put, url: URL(string: "http://127.0.0.1:9/upload")!)
        request.bodySource = .file(file)
        let session = URLSession(configuration: .ephemeral)
        defer { session.invalidateAndCancel() }

        let (task, upload) = try URLSessionUploads.makeTask(
            in: session, for: URLRequest(url: request.url), request: request, onBodyFailure: { _ in })

        #expect(task is URLSessionUploadTask)
        #expect(task.originalRequest?.httpBody == nil)
        #expect(upload?.body == .file(file))
    }

    @Test("a missing body file fails as an invalid request before anything is sent")
    func missingFile() async throws {
        var request = HTTPRequest(method: .put, url: URL(string: "http://127.0.0.1:9/upload")!)
        request.bodySource = .file(URL(fileURLWithPath: "/nonexistent/courier-body.bin"))
        let error = await #expect(throws: HTTPError.self) { try await URLSessionTransport().send(request) }
        #expect(error?.kind == .invalidRequest)
    }

    @Test("a stream body with a length arrives intact with Content-Length", arguments: [true, false])
    func streamWithLength(replayable: Bool) async throws {
        let server = try echoServer()
        defer { server.stop() }
        let payload = TransferFixtures.bytes(2 << 20)
        let chunks = ChunkSequence(chunks: TransferFixtures.chunks(of: payload, size: 64 * 1024))
        let stream =
            replayable
            ? HTTPBodyStream(length: Int64(payload.count)) { chunks }
            : HTTPBodyStream(length: Int64(payload.count), chunks: chunks)
        var request = HTTPRequest(method: .put, url: server.url("/upload"))
        request.bodySource = .stream(stream)

        let response = try await URLSessionTransport().send(request)

        #expect(String(decoding: response.body, as: UTF8.self) == "\(payload.count)")
        let received = try #require(server.receivedRequests.last)
        #expect(received.body == payload)
        #expect(received.headerFields["Content-Length"] == "\(payload.count)")
    }

    @Test("a stream body without a length arrives intact (on Linux spooled, so with its length)")
    func streamWithoutLength() async throws {
        let server = try echoServer()
        defer { server.stop() }
        let payload = TransferFixtures.bytes(1 << 20, seed: 3)
        let chunks = ChunkSequence(chunks: TransferFixtures.chunks(of: payload, size: 10_000))
        var request = HTTPRequest(method: .put, url: server.url("/upload"))
        request.bodySource = .stream(HTTPBodyStream { chunks })

        _ = try await URLSessionTransport().send(request)

        let received = try #require(server.receivedRequests.last)
        #expect(received.body == payload)
        #if canImport(FoundationNetworking)
        #expect(received.headerFields["Content-Length"] == String(payload.count))
        #else
        #expect(received.headerFields["Content-Length"] == nil)
        #expect(received.headerFields["Transfer-Encoding"]?.lowercased() == "chunked")
        #endif
    }

    @Test("a stream that throws fails the request as an invalid request carrying the error")
    func failingStream() async throws {
        let server = try echoServer()
        defer { server.stop() }
        let chunks = ChunkSequence(
            chunks: TransferFixtures.chunks(of: TransferFixtures.bytes(100_000), size: 1000), failAfter: 5)
        var request = HTTPRequest(method: .put, url: server.url("/upload"))
        request.bodySource = .stream(HTTPBodyStream(chunks: chunks))

        let error = await #expect(throws: HTTPError.self) { try await URLSessionTransport().send(request) }
        #expect(error?.kind == .invalidRequest || error?.kind == .transport)
    }

    @Test("upload progress rises monotonically and ends at the total")
    func uploadProgress() async throws {
        let server = try echoServer()
        defer { server.stop() }
        let payload = TransferFixtures.bytes(2 << 20)
        let reporter = TransferProgressReporter(minimumInterval: 0)
        let steps = collectProgress(reporter)
        var request = HTTPRequest(method: .put, url: server.url("/upload"))
        request.bodySource = .file(try TransferFixtures.file(payload))
        request.uploadProgress = reporter

        _ = try await URLSessionTransport().send(request)
        let seen = await steps.value

        let completed = seen.map(\.completedBytes)
        #expect(!seen.isEmpty)
        #expect(completed == completed.sorted())
        #expect(seen.last == TransferProgress(completedBytes: Int64(payload.count), totalBytes: Int64(payload.count)))
    }

    @Test("cancelling an upload whose producer stalls ends it promptly as cancelled")
    func cancelStalledUpload() async throws {
        let server = try echoServer()
        defer { server.stop() }
        var request = HTTPRequest(method: .put, url: server.url("/upload"))
        request.bodySource = .stream(
            HTTPBodyStream(
                length: 10_000_000,
                chunks: AsyncStream<Data> { continuation in
                    continuation.yield(Data(count: 1000))  // then nothing more, ever
                }))
        let transport = URLSessionTransport()
        let task = Task { try await transport.send(request) }
        try await Task.sleep(for: .milliseconds(200))
        let start = ContinuousClock.now
        task.cancel()

        let error = await #expect(throws: HTTPError.self) { try await task.value }
        #expect(error?.kind == .cancelled)
        // The producer never ends, so a missed cancellation hangs; alone this takes milliseconds,
        // but the full parallel suite once took 2.1 s, so the bound leaves room for a loaded machine.
        #expect(ContinuousClock.now - start < .seconds(10))
    }
}
