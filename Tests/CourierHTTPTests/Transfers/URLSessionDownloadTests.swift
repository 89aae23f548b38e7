import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

@Suite("URLSessionTransport — downloads to a file")
struct URLSessionDownloadTests {
    private func server(serving payload: Data) throws -> (LoopbackHTTPServer, URL) {
        let source = try TransferFixtures.file(payload)
        let server = try LoopbackHTTPServer()
        server.route(.get, "/file") { _ in .file(source) }
        server.route(.get, "/missing") { _ in .text("no such file", status: 404) }
        server.route(.get, "/broken") { _ in
            LoopbackResponse.file(source).with(fault: .dropMidBody(afterBytes: 100_000))
        }
        server.route(.get, "/stalled") { _ in
            LoopbackResponse.file(source).with(fault: .drip(bytes: 1000, interval: 0.05))
        }
        return (server, source)
    }

    @Test("the body is written to the destination, which appears only once complete")
    func downloadsToFile() async throws {
        let payload = TransferFixtures.bytes(3 << 20)
        let (server, _) = try server(serving: payload)
        defer { server.stop() }
        let directory = try TransferFixtures.directory()
        let destination = directory.appendingPathComponent("out.bin")
        let reporter = TransferProgressReporter(minimumInterval: 0)
        let steps = collectProgress(reporter)
        var request = HTTPRequest(url: server.url("/file"))
        request.downloadProgress = reporter

        let response = try await URLSessionTransport().download(request, to: destination)

        #expect(response.statusCode == 200)
        #expect(response.body.isEmpty)
        #expect(response.bodyFile == destination)
        #expect(try Data(contentsOf: destination) == payload)
        #expect(TransferFixtures.contents(of: directory) == ["out.bin"])
        let seen = await steps.value
        #expect(seen.map(\.completedBytes) == seen.map(\.completedBytes).sorted())
        #expect(seen.last == TransferProgress(completedBytes: Int64(payload.count), totalBytes: Int64(payload.count)))
    }

    @Test("while the body arrives only a temporary file exists beside the destination")
    func atomicWhileInFlight() async throws {
        let payload = TransferFixtures.bytes(40_000)
        let (server, _) = try server(serving: payload)
        defer { server.stop() }
        let directory = try TransferFixtures.directory()
        let destination = directory.appendingPathComponent("out.bin")
        let transport = URLSessionTransport()
        let task = Task { try await transport.download(HTTPRequest(url: server.url("/stalled")), to: destination) }
        var during: [String] = []
        for _ in 0..<100 where during.isEmpty {
            try await Task.sleep(for: .milliseconds(20))
            during = TransferFixtures.contents(of: directory)
        }

        #expect(during.count == 1)
        #expect(during.first?.hasSuffix(".partial") == true)
        #expect(!FileManager.default.fileExists(atPath: destination.path))
        task.cancel()
        _ = try? await task.value
    }

    @Test("a rejected status leaves no file and returns the body in memory")
    func statusLeavesNoFile() async throws {
        let (server, _) = try server(serving: Data("x".utf8))
        defer { server.stop() }
        let directory = try TransferFixtures.directory()
        let destination = directory.appendingPathComponent("out.bin")

        let response = try await URLSessionTransport().download(
            HTTPRequest(url: server.url("/missing")), to: destination)

        #expect(response.statusCode == 404)
        #expect(response.bodyFile == nil)
        #expect(String(decoding: response.body, as: UTF8.self) == "no such file")
        #expect(TransferFixtures.contents(of: directory).isEmpty)
    }

    @Test("a connection lost mid-body removes the temporary file and keeps the old destination")
    func failureCleansUp() async throws {
        let (server, _) = try server(serving: TransferFixtures.bytes(1 << 20))
        defer { server.stop() }
        let directory = try TransferFixtures.directory()
        let destination = directory.appendingPathComponent("out.bin")
        try Data("old".utf8).write(to: destination)

        await #expect(throws: HTTPError.self) {
            try await URLSessionTransport().download(HTTPRequest(url: server.url("/broken")), to: destination)
        }

        #expect(TransferFixtures.contents(of: directory) == ["out.bin"])
        #expect(try Data(contentsOf: destination) == Data("old".utf8))
    }

    @Test("a body over the download limit fails as too large and leaves no file")
    func sizeLimit() async throws {
        let (server, _) = try server(serving: TransferFixtures.bytes(1 << 20))
        defer { server.stop() }
        let directory = try TransferFixtures.directory()
        let transport = URLSessionTransport(configuration: .init { $0.maximumDownloadBytes = 100_000 })

        let error = await #expect(throws: HTTPError.self) {
            try await transport.download(
                HTTPRequest(url: server.url("/file")), to: directory.appendingPathComponent("x"))
        }

        #expect(error?.kind == .responseTooLarge(limit: 100_000))
        #expect(TransferFixtures.contents(of: directory).isEmpty)
    }

    @Test("cancelling a download stops it promptly and removes the temporary file")
    func cancellationCleansUp() async throws {
        let (server, _) = try server(serving: TransferFixtures.bytes(200_000))
        defer { server.stop() }
        let directory = try TransferFixtures.directory()
        let transport = URLSessionTransport()
        let task = Task {
            try await transport.download(
                HTTPRequest(url: server.url("/stalled")), to: directory.appendingPathComponent("x"))
        }
        try await Task.sleep(for: .milliseconds(200))
        let start = ContinuousClock.now
        task.cancel()

        let error = await #expect(throws: HTTPError.self) { try await task.value }

        // The kind tells a cancellation from the stalled server's timeout; the bound only has to
        // stay well below the request timeout (60 s), with room for the sanitizers' slow runs
        // (2.3 s under TSan with the suite in parallel).
        #expect(error?.kind == .cancelled)
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(TransferFixtures.contents(of: directory).isEmpty)
    }

    @Test("a transport that collects bodies in memory still downloads to the file, through middleware")
    func inMemoryTransportFallback() async throws {
        let payload = TransferFixtures.bytes(10_000)
        let transport = MiddlewareTransport(
            transport: MockHTTPTransport { _ in HTTPResponse(statusCode: 200, body: payload) },
            middlewares: [RetryMiddleware()])
        let directory = try TransferFixtures.directory()
        let destination = directory.appendingPathComponent("out.bin")

        let response = try await transport.download(
            HTTPRequest(url: URL(string: "https://api.example.com/file")!), to: destination)

        #expect(response.bodyFile == destination)
        #expect(try Data(contentsOf: destination) == payload)
        #expect(TransferFixtures.contents(of: directory) == ["out.bin"])
    }
}
