import CourierHTTP
import CourierREST
import CourierTesting
import Foundation
import Testing

/// `APIClient` over ``SocketHTTPTransport``: the same endpoints, coders and middleware as over
/// URLSession, against the loopback server.
@Suite("APIClient over SocketHTTPTransport")
struct APIClientSocketTransportTests {
    struct Person: Codable, Equatable, Sendable {
        var id: Int
        var name: String
        var tags: [String]
    }

    @Test("a JSON POST through the standard middleware decodes the echoed body, and errors keep their kinds")
    func echo() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.post, "/people") { request in
            LoopbackResponse(status: 201, headerFields: ["Content-Type": "application/json"], body: request.body)
        }
        server.route(.get, "/missing") { _ in .json(#"{"error":"gone"}"#, status: 404) }
        let client = APIClient(
            baseURL: server.url("/"),
            transport: MiddlewareTransport.standard(
                transport: SocketHTTPTransport(), headers: .deviceUUID(UUID()), retry: RetryMiddleware(),
                monitors: [MetricsMonitor()]))
        let person = Person(id: 7, name: "Ada \u{1F4D0}", tags: ["math", "engines"])
        for _ in 0..<5 {
            #expect(try await client.send(Endpoint<Person>("people", method: .post, body: .json(person))) == person)
        }
        #expect(server.acceptedConnectionCount == 1)
        #expect(server.receivedRequests.allSatisfy { $0.headerFields["Content-Type"] == "application/json" })
        await #expect {
            try await client.send(Endpoint<Person>("missing"))
        } throws: { error in
            (error as? HTTPError)?.kind == .httpStatus(404)
        }
    }
}
