import CourierHTTP
import CourierLoopback
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Loopback server — streamed request bodies and file responses")
struct LoopbackStreamingTests {
    @Test("a streaming route reads a body larger than the body limit piece by piece")
    func streamsLargeBody() async throws {
        let server = try LoopbackHTTPServer(maximumBodyBytes: 1000)
        defer { server.stop() }
        let pieces = PieceCounter()
        server.routeStreaming(.put, "/sink") { request, body in
            var total = 0
            var sum = 0
            while let piece = body.next() {
                pieces.increment()
                total += piece.count
                sum = piece.reduce(sum) { ($0 &+ Int($1)) & 0xFFFF_FFFF }
            }
            return .text("\(total) \(sum) \(request.body.count)")
        }
        let payload = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0) })
        let expectedSum = payload.reduce(0) { ($0 &+ Int($1)) & 0xFFFF_FFFF }
        var request = URLRequest(url: server.url("/sink"))
        request.httpMethod = "PUT"
        request.httpBody = payload

        let (data, _) = try await URLSession(configuration: .ephemeral).data(for: request)

        #expect(String(decoding: data, as: UTF8.self) == "\(payload.count) \(expectedSum) 0")
        #expect(pieces.value > 1)
        #expect(server.receivedRequests.map(\.path) == ["/sink"])
    }

    @Test("a file response is served from disk with its length")
    func servesFile() async throws {
        let payload = Data((0..<700_000).map { UInt8(truncatingIfNeeded: $0 &* 3) })
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("loopback-\(UUID()).bin")
        try payload.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/file") { _ in .file(file) }

        let (data, response) = try await URLSession(configuration: .ephemeral).data(from: server.url("/file"))

        #expect(data == payload)
        #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Length") == "\(payload.count)")
    }
}

/// A count the server's connection thread bumps and the test reads.
/// `@unchecked Sendable`: `count` is only touched while `lock` is held.
private final class PieceCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }

    var value: Int { lock.withLock { count } }
}
