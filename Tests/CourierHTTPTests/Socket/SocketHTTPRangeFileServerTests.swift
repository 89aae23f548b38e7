import Foundation
import Testing

@testable import CourierHTTP

/// ``SocketHTTPTransport`` against an HTTP server it was not written with: Python's
/// `http.server` (`scripts/lib/range_file_server.py`, started by `scripts/test`).
@Suite(
    "SocketHTTPTransport against Python's http.server",
    rangeFileServerEnabled
)
struct SocketHTTPRangeFileServerTests {
    private let transport = SocketHTTPTransport()

    private func url(_ name: String, query: String = "") throws -> URL {
        let base = try #require(rangeFileServerURL).appendingPathComponent("files/\(name)")
        return try #require(URL(string: base.absoluteString + query))
    }

    @Test("a 2 MB PUT and GET, a HEAD answered without its announced body, and a range")
    func roundTrip() async throws {
        let data = Data((0..<(2 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        let file = try url("socket-\(UUID().uuidString).bin")
        let stored = try await transport.send(HTTPRequest(method: .put, url: file, body: data))
        #expect(stored.statusCode == 204)
        let fetched = try await transport.send(HTTPRequest(url: file))
        #expect(fetched.statusCode == 200)
        #expect(fetched.body == data)
        // The server has no HEAD handler: Python answers 501 with the length of an error page
        // that it does not send, and that the transport must not wait for.
        let head = try await transport.send(HTTPRequest(method: .head, url: file))
        #expect(head.statusCode == 501 && head.body.isEmpty)
        #expect(Int(head.headerFields["Content-Length"] ?? "") ?? 0 > 0)
        let range = try await transport.send(HTTPRequest(url: file, headerFields: ["Range": "bytes=10-19"]))
        #expect(range.statusCode == 206)
        #expect(range.body == data[10..<20])
    }

    @Test("a server that breaks off the body mid-way gives a transport error, and the next request works")
    func droppedBody() async throws {
        let data = Data(repeating: 0x5A, count: 500_000)
        let name = "socket-drop-\(UUID().uuidString).bin"
        _ = try await transport.send(HTTPRequest(method: .put, url: url(name, query: "?drop_after=1000"), body: data))
        await #expect {
            try await transport.send(HTTPRequest(url: url(name)))
        } throws: { error in
            (error as? HTTPError)?.kind == .transport
        }
        #expect(try await transport.send(HTTPRequest(url: url(name))).body == data)
    }
}
