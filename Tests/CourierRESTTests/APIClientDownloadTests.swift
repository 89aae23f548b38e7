import CourierHTTP
import CourierREST
import CourierTesting
import Foundation
import Testing

@Suite("APIClient.download")
struct APIClientDownloadTests {
    private func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("courier-rest-download-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("a download writes the file and returns the response metadata")
    func download() async throws {
        let payload = Data((0..<500_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        let source = try directory().appendingPathComponent("source.bin")
        try payload.write(to: source)
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/files/report") { _ in .file(source, contentType: "application/pdf") }
        let client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport())
        let destination = try directory().appendingPathComponent("report.pdf")

        let download = try await client.download(Endpoint<Data>("files/report"), to: destination)

        #expect(download.fileURL == destination)
        #expect(download.statusCode == 200)
        #expect(download.response.contentType == "application/pdf")
        #expect(try Data(contentsOf: destination) == payload)
    }

    @Test("a rejected response throws its status, with the body, and writes nothing")
    func rejected() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/files/secret") { _ in .json(#"{"error":"forbidden"}"#, status: 403) }
        let client = APIClient(baseURL: server.baseURL, transport: URLSessionTransport())
        let folder = try directory()

        let error = await #expect(throws: HTTPError.self) {
            try await client.download(Endpoint<Data>("files/secret"), to: folder.appendingPathComponent("x"))
        }

        #expect(error?.kind == .httpStatus(403))
        #expect(error?.response.map { String(decoding: $0.body, as: UTF8.self) } == #"{"error":"forbidden"}"#)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
