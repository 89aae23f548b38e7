import CourierHTTP
import CourierREST
import CourierTesting
import Foundation
import Testing

@Suite("APIClient uploads: file and stream bodies, upload progress")
struct APIClientUploadTests {
    private struct Received: Decodable, Sendable {
        let size: Int
        let contentType: String?
    }

    /// A server whose `PUT /files` counts the streamed body and echoes its size and media type.
    private func countingServer() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        server.routeStreaming(.put, "/files") { request, body in
            var size = 0
            while let chunk = body.next() { size += chunk.count }
            let type = request.headerFields["Content-Type"].map { "\"\($0)\"" } ?? "null"
            return .json(#"{"size":\#(size),"contentType":\#(type)}"#)
        }
        return server
    }

    private func temporaryFile(_ bytes: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("courier-rest-upload-\(UUID()).bin")
        try bytes.write(to: url)
        return url
    }

    private func bytes(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
    }

    @Test("a file body becomes a file upload with its Content-Type; progress ends at the file's size")
    func fileUploadWithProgress() async throws {
        let server = try countingServer()
        defer { server.stop() }
        let payload = bytes(1_500_000)
        let file = try temporaryFile(payload)
        defer { try? FileManager.default.removeItem(at: file) }
        let progress = TransferProgressReporter(minimumInterval: 0)
        let updates = Task { await progress.updates.reduce(into: [TransferProgress]()) { $0.append($1) } }
        let client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport())

        let endpoint = Endpoint<Received>("files", method: .put, body: .file(file, contentType: "video/mp4"))
            .reportingUploadProgress(to: progress)
        let received = try await client.send(endpoint)

        #expect(received.size == payload.count)
        #expect(received.contentType == "video/mp4")
        let steps = await updates.value
        #expect(!steps.isEmpty)
        #expect(steps.last == TransferProgress(completedBytes: Int64(payload.count), totalBytes: Int64(payload.count)))
        #expect(zip(steps, steps.dropFirst()).allSatisfy { $0.completedBytes <= $1.completedBytes })
    }

    @Test("the request built from a file endpoint carries the file, not its bytes, and the reporter")
    func fileEndpointRequest() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("courier-never-read-\(UUID()).bin")
        let progress = TransferProgressReporter()
        let request = try Endpoint<Data>("files", method: .put, body: .file(file))
            .reportingUploadProgress(to: progress)
            .makeRequest(using: testConfiguration())
        #expect(request.bodySource == .file(file))
        #expect(request.body == nil)
        #expect(request.headerFields["Content-Type"] == nil)
        #expect(request.uploadProgress === progress)
    }

    @Test("a replayable stream body is sent whole, with its declared length")
    func streamUpload() async throws {
        let server = try countingServer()
        defer { server.stop() }
        let pieces = (0..<8).map { bytes(10_000 + $0) }
        let total = pieces.reduce(0) { $0 + $1.count }
        let stream = HTTPBodyStream(length: Int64(total)) {
            AsyncStream<Data> { continuation in
                for piece in pieces { continuation.yield(piece) }
                continuation.finish()
            }
        }
        let client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport())

        let received = try await client.send(
            Endpoint<Received>("files", method: .put, body: .stream(stream, contentType: "application/octet-stream")))

        #expect(received.size == total)
        #expect(received.contentType == "application/octet-stream")
    }

    @Test("a file that is not there fails as an invalid request, and nothing is sent")
    func missingFile() async throws {
        let server = try countingServer()
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport())
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("courier-missing-\(UUID()).bin")

        let error = await #expect(throws: HTTPError.self) {
            try await client.send(Endpoint<Data>("files", method: .put, body: .file(missing)))
        }

        #expect(error?.kind == .invalidRequest)
        #expect(server.receivedRequests.isEmpty)
    }
}
