import CourierHTTP
import CourierTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A 503 storm with `Retry-After`, end to end: URLSessionTransport against the loopback server,
/// behind RetryMiddleware with a recording sleeper (no real waiting).
@Suite("Fault: 503 storm with Retry-After")
struct RetryStormFaultTests {
    private let policy = RetryPolicy(maxAttempts: 4, initialDelay: 0.5, multiplier: 2, maxDelay: 10, jitter: .none)

    /// A server answering 503 with `Retry-After: 2` to the first `failures` requests, then 200.
    private func stormServer(failures: Int) throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        let served = CoreRecorder<Int>()
        server.route(.get, "/storm") { _ in
            let index = served.all.count
            served.append(index)
            if index < failures {
                return LoopbackResponse(status: 503, headerFields: ["Retry-After": "2"], body: Data("busy".utf8))
            }
            return LoopbackResponse(status: 200, body: Data("ok".utf8))
        }
        return server
    }

    @Test("a storm that outlasts the attempts returns the last 503, each wait the server's Retry-After")
    func stormOutlastsRetries() async throws {
        let server = try stormServer(failures: 100)
        defer { server.stop() }
        let sleeper = CoreRecordingSleeper()
        let chain = MiddlewareTransport(
            transport: URLSessionTransport(),
            middlewares: [RetryMiddleware(policy: policy, sleeper: sleeper)]
        )
        let response = try await chain.send(HTTPRequest(url: server.url("/storm"), timeoutInterval: 10))
        #expect(response.statusCode == 503)
        #expect(sleeper.delays.all == [2, 2, 2])
        #expect(server.receivedRequests.count == 4)
    }

    @Test("a storm that ends recovers with the first 200")
    func stormEnds() async throws {
        let server = try stormServer(failures: 2)
        defer { server.stop() }
        let sleeper = CoreRecordingSleeper()
        let chain = MiddlewareTransport(
            transport: URLSessionTransport(),
            middlewares: [RetryMiddleware(policy: policy, sleeper: sleeper)]
        )
        let response = try await chain.send(HTTPRequest(url: server.url("/storm"), timeoutInterval: 10))
        #expect(response.statusCode == 200)
        #expect(response.body == Data("ok".utf8))
        #expect(sleeper.delays.all == [2, 2])
        #expect(server.receivedRequests.count == 3)
    }
}
