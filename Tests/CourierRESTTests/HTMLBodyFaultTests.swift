import CourierHTTP
import CourierREST
import CourierTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A 200 whose body is an HTML page (a captive portal, a proxy's error page) where JSON was
/// expected, end to end through URLSessionTransport and the loopback server.
@Suite("Fault: 200 with an HTML body")
struct HTMLBodyFaultTests {
    private struct Item: Decodable { var id: Int }

    @Test("decoding fails with a typed .decoding error carrying the response")
    func htmlInsteadOfJSON() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let html = "<!DOCTYPE html><html><body><h1>Sign in to Wi-Fi</h1></body></html>"
        server.route(.get, "/items") { _ in
            LoopbackResponse(status: 200, headerFields: ["Content-Type": "text/html"], body: Data(html.utf8))
        }
        let api = APIClient(baseURL: server.url("/"), transport: URLSessionTransport())
        let error = try await #require(throws: HTTPError.self) { try await api.send(Endpoint<Item>("items")) }
        #expect(error.kind == .decoding)
        #expect(error.response?.statusCode == 200)
        #expect(error.underlyingError is DecodingError)
    }
}
