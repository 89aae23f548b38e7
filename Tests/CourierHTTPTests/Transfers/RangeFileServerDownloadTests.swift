import Foundation
import Testing

@testable import CourierHTTP

/// Resumable downloads against an independent server: `scripts/lib/range_file_server.py`, which
/// `scripts/test` starts and names in `COURIER_RANGE_FILE_SERVER_URL` (the tests skip without it).
@Suite(
    "Resumable downloads against the Python range file server",
    rangeFileServerEnabled
)
struct RangeFileServerDownloadTests {
    private let transport = URLSessionTransport()

    /// Stores `data` on the server under a new name; `query` sets `ranges=0` or `drop_after=N`.
    private func put(_ data: Data, as name: String, query: String = "") async throws -> URL {
        let url = try #require(rangeFileServerURL).appendingPathComponent("files/\(name)")
        var request = HTTPRequest(method: .put, url: URL(string: url.absoluteString + query) ?? url)
        request.body = data
        let response = try await transport.send(request)
        #expect(response.statusCode == 204)
        return url
    }

    /// Stores `data` so that the next download breaks off after `dropAfter` bytes, and runs it.
    private func interrupted(_ data: Data, dropAfter: Int) async throws -> (URL, URL) {
        let name = "resume-\(UUID().uuidString).bin"
        let url = try await put(data, as: name, query: "?drop_after=\(dropAfter)")
        let destination = try TransferFixtures.directory().appendingPathComponent("out.bin")
        await #expect(throws: HTTPError.self) {
            try await transport.download(HTTPRequest(url: url), to: destination, resume: .whenServerSupportsRanges)
        }
        let partial = DownloadPartialFile(destination: destination)
        #expect((HTTPBody.fileSize(of: partial.url) ?? 0) > 0)
        return (url, destination)
    }

    @Test("a download broken off by the server resumes and ends with the server's bytes")
    func resumes() async throws {
        let source = TransferFixtures.bytes(2 << 20, seed: 3)
        let (url, destination) = try await interrupted(source, dropAfter: 700_000)

        let response = try await transport.download(
            HTTPRequest(url: url), to: destination, resume: .whenServerSupportsRanges)

        #expect(response.statusCode == 206)
        #expect(try Data(contentsOf: destination) == source)
        #expect(TransferFixtures.contents(of: destination.deletingLastPathComponent()) == ["out.bin"])
    }

    @Test("a changed file (another ETag) is downloaded again from zero")
    func changedFileRestarts() async throws {
        let (url, destination) = try await interrupted(TransferFixtures.bytes(1 << 20, seed: 4), dropAfter: 300_000)
        let changed = TransferFixtures.bytes(900_000, seed: 5)
        _ = try await put(changed, as: url.lastPathComponent)

        let response = try await transport.download(
            HTTPRequest(url: url), to: destination, resume: .whenServerSupportsRanges)

        #expect(response.statusCode == 200)
        #expect(try Data(contentsOf: destination) == changed)
    }

    @Test("a server that answers the range request with 200 gives the whole file, from zero")
    func wholeAnswerRestarts() async throws {
        let source = TransferFixtures.bytes(1 << 20, seed: 6)
        let (url, destination) = try await interrupted(source, dropAfter: 300_000)
        _ = try await put(source, as: url.lastPathComponent, query: "?ranges=0")

        let response = try await transport.download(
            HTTPRequest(url: url), to: destination, resume: .whenServerSupportsRanges)

        #expect(response.statusCode == 200)
        #expect(try Data(contentsOf: destination) == source)
    }
}
