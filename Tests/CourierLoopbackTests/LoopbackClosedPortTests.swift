import CourierHTTP
import CourierLoopback
import Foundation
import Testing

@Suite("LoopbackClosedPort")
struct LoopbackClosedPortTests {
    @Test("nothing listens on the port it hands out, so a request is refused with a transport error")
    func refused() async throws {
        let port = try LoopbackClosedPort.port()
        #expect(port > 0)
        let request = HTTPRequest(
            method: .get, url: try #require(URL(string: "http://127.0.0.1:\(port)/")), timeoutInterval: 10)
        let error = await #expect(throws: HTTPError.self) { try await URLSessionTransport().send(request) }
        #expect(error?.kind == .transport)
    }
}
