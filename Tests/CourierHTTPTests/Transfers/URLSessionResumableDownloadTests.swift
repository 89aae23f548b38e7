import CourierSupport
import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

@Suite("URLSessionTransport — resumable downloads")
struct URLSessionResumableDownloadTests {
    /// What a test's server sends: the file and its entity tag, whether it honours ranges, and
    /// how many of the next answers break off after `dropAfter` bytes.
    private final class Served: Sendable {
        private struct State {
            var file: URL
            var etag = "\"v1\""
            var ranges = true
            var drops = 1
        }

        private let state: Locked<State>
        let dropAfter: Int

        init(file: URL, dropAfter: Int) {
            state = Locked(State(file: file))
            self.dropAfter = dropAfter
        }

        func change(to file: URL, etag: String) { state.withLock { ($0.file, $0.etag) = (file, etag) } }
        func ignoreRanges() { state.withLock { $0.ranges = false } }

        func answer() -> LoopbackResponse {
            state.withLock { state in
                var response = LoopbackResponse.file(state.file)
                response = state.ranges ? response.acceptingRanges(etag: state.etag) : response
                guard state.drops > 0 else { return response }
                state.drops -= 1
                return response.with(fault: .dropMidBody(afterBytes: dropAfter))
            }
        }
    }

    private let payload = TransferFixtures.bytes(1 << 20)
    private let dropAfter = 300_000

    private func serve(_ payload: Data) throws -> (LoopbackHTTPServer, Served) {
        let served = Served(file: try TransferFixtures.file(payload), dropAfter: dropAfter)
        let server = try LoopbackHTTPServer()
        server.route(.get, "/file") { _ in served.answer() }
        return (server, served)
    }

    /// Downloads `/file` once, expecting it to break off, and returns the destination.
    private func interruptedDownload(
        from server: LoopbackHTTPServer, transport: URLSessionTransport, in directory: URL
    ) async throws -> URL {
        let destination = directory.appendingPathComponent("out.bin")
        await #expect(throws: HTTPError.self) {
            try await transport.download(
                HTTPRequest(url: server.url("/file")), to: destination, resume: .whenServerSupportsRanges)
        }
        return destination
    }

    @Test("an interrupted download keeps its bytes and the next one asks for the rest only")
    func resumesAfterDrop() async throws {
        let (server, _) = try serve(payload)
        defer { server.stop() }
        let directory = try TransferFixtures.directory()
        let transport = URLSessionTransport()
        let destination = try await interruptedDownload(from: server, transport: transport, in: directory)
        #expect(
            TransferFixtures.contents(of: directory) == [".out.bin.courier-partial", ".out.bin.courier-partial.resume"])
        let kept = try #require(HTTPBody.fileSize(of: directory.appendingPathComponent(".out.bin.courier-partial")))
        #expect(kept > 0 && kept <= Int64(dropAfter))

        let reporter = TransferProgressReporter(minimumInterval: 0)
        let steps = collectProgress(reporter)
        var request = HTTPRequest(url: server.url("/file"))
        request.downloadProgress = reporter
        let response = try await transport.download(request, to: destination, resume: .whenServerSupportsRanges)

        #expect(response.statusCode == 206)
        #expect(try Data(contentsOf: destination) == payload)
        #expect(TransferFixtures.contents(of: directory) == ["out.bin"])
        let second = try #require(server.receivedRequests.last)
        #expect(second.headerFields["Range"] == "bytes=\(kept)-")
        #expect(second.headerFields["If-Range"] == "\"v1\"")
        let seen = await steps.value
        // The reporter hands a slow reader only the latest value, so intermediate steps may merge;
        // every one counts the kept bytes and the full length.
        #expect(seen.allSatisfy { $0.completedBytes >= kept && $0.totalBytes == Int64(payload.count) })
        #expect(seen.last == TransferProgress(completedBytes: Int64(payload.count), totalBytes: Int64(payload.count)))
    }

    @Test("a changed validator makes the server send the whole file, which replaces the kept bytes")
    func changedValidatorRestarts() async throws {
        let (server, served) = try serve(payload)
        defer { server.stop() }
        let directory = try TransferFixtures.directory()
        let transport = URLSessionTransport()
        let destination = try await interruptedDownload(from: server, transport: transport, in: directory)
        let changed = TransferFixtures.bytes(700_000, seed: 99)
        served.change(to: try TransferFixtures.file(changed), etag: "\"v2\"")

        let response = try await transport.download(
            HTTPRequest(url: server.url("/file")), to: destination, resume: .whenServerSupportsRanges)

        #expect(response.statusCode == 200)
        #expect(server.receivedRequests.last?.headerFields["If-Range"] == "\"v1\"")
        #expect(try Data(contentsOf: destination) == changed)
        #expect(TransferFixtures.contents(of: directory) == ["out.bin"])
    }

    @Test("a 200 answer to the range request starts over from zero")
    func wholeAnswerRestarts() async throws {
        let (server, served) = try serve(payload)
        defer { server.stop() }
        let directory = try TransferFixtures.directory()
        let transport = URLSessionTransport()
        let destination = try await interruptedDownload(from: server, transport: transport, in: directory)
        served.ignoreRanges()

        let response = try await transport.download(
            HTTPRequest(url: server.url("/file")), to: destination, resume: .whenServerSupportsRanges)

        #expect(response.statusCode == 200)
        #expect(server.receivedRequests.last?.headerFields["Range"] != nil)
        #expect(try Data(contentsOf: destination) == payload)
        #expect(TransferFixtures.contents(of: directory) == ["out.bin"])
    }

    @Test("416 or a range that does not continue the file: the download starts over cleanly")
    func unusableRangeRestarts() async throws {
        for answer in [LoopbackResponse.status(416), misplacedRange()] {
            let source = try TransferFixtures.file(payload)
            let (server, _) = try serve(payload)
            defer { server.stop() }
            let directory = try TransferFixtures.directory()
            let transport = URLSessionTransport()
            let destination = try await interruptedDownload(from: server, transport: transport, in: directory)
            server.route(.get, "/file") { request in
                request.headerFields["Range"] == nil ? .file(source) : answer
            }

            let response = try await transport.download(
                HTTPRequest(url: server.url("/file")), to: destination, resume: .whenServerSupportsRanges)

            #expect(response.statusCode == 200)
            #expect(server.receivedRequests.suffix(2).map { $0.headerFields["Range"] == nil } == [false, true])
            #expect(try Data(contentsOf: destination) == payload)
            #expect(TransferFixtures.contents(of: directory) == ["out.bin"])
        }
    }

    private func misplacedRange() -> LoopbackResponse {
        LoopbackResponse(
            status: 206, headerFields: ["Content-Range": "bytes 5-9/\(payload.count)"], body: Data(count: 5))
    }

    @Test("without a validator, or with resuming off, an interrupted download leaves nothing")
    func nothingKeptWhenNotResumable() async throws {
        let (server, served) = try serve(payload)
        defer { server.stop() }
        served.ignoreRanges()
        let directory = try TransferFixtures.directory()
        _ = try await interruptedDownload(from: server, transport: URLSessionTransport(), in: directory)
        #expect(TransferFixtures.contents(of: directory).isEmpty)

        let (other, _) = try serve(payload)
        defer { other.stop() }
        await #expect(throws: HTTPError.self) {
            try await URLSessionTransport().download(
                HTTPRequest(url: other.url("/file")), to: directory.appendingPathComponent("out.bin"))
        }
        #expect(TransferFixtures.contents(of: directory).isEmpty)
    }

    @Test("the download limit applies to the whole body, kept bytes included")
    func limitCountsKeptBytes() async throws {
        let (server, _) = try serve(payload)
        defer { server.stop() }
        let directory = try TransferFixtures.directory()
        let destination = try await interruptedDownload(from: server, transport: URLSessionTransport(), in: directory)
        let limited = URLSessionTransport(configuration: .init { $0.maximumDownloadBytes = Int64(payload.count - 1) })

        await #expect(throws: HTTPError.self) {
            try await limited.download(
                HTTPRequest(url: server.url("/file")), to: destination, resume: .whenServerSupportsRanges)
        }
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }
}
