import CourierHTTP
import Foundation
import Testing

/// Tags each pass with its name so the transport can show which middleware ran and how often.
private struct TaggingMiddleware: HTTPMiddleware {
    let name: String

    func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        request.headerFields.append(name: "X-Tag", value: "\(name)\(HTTPAttempt.number)")
        return try await next(request)
    }
}

@Suite("MiddlewareTransport.standard")
struct MiddlewareTransportStandardTests {
    @Test func headersOnceRetryAroundPerAttemptAndEvents() async throws {
        let seen = CoreRecorder<HTTPRequest>()
        let metrics = MetricsMonitor()
        let computed = CoreRecorder<Int>()
        let transport = CoreStubTransport { request in
            seen.append(request)
            return CoreFixtures.response(seen.all.count < 3 ? 503 : 200)
        }
        let chain = MiddlewareTransport.standard(
            transport: transport,
            headers: HeadersMiddleware([
                .init("X-Once") { _ in
                    computed.append(1)
                    return "1"
                }
            ]),
            retry: RetryMiddleware(policy: RetryPolicy(maxAttempts: 3), sleeper: CoreRecordingSleeper()),
            perAttempt: [TaggingMiddleware(name: "p")],
            monitors: [metrics]
        )
        #expect(chain.middlewares.count == 4)
        let response = try await chain.send(CoreFixtures.request())
        #expect(response.statusCode == 200)
        #expect(computed.all.count == 1)
        #expect(seen.all.map { $0.headerFields.values(for: "X-Tag") } == [["p1"], ["p2"], ["p3"]])
        #expect(seen.all.allSatisfy { $0.headerFields["X-Once"] == "1" })
        #expect(metrics.snapshot().attemptsStarted == 3)
    }

    @Test func optionalPartsCanBeLeftOut() {
        let chain = MiddlewareTransport.standard(
            transport: CoreStubTransport { _ in CoreFixtures.response(200) }, retry: nil)
        #expect(chain.middlewares.isEmpty)
        let withRetry = MiddlewareTransport.standard(transport: CoreStubTransport { _ in CoreFixtures.response(200) })
        #expect(withRetry.middlewares.count == 1)
        #expect(withRetry.middlewares.first is RetryMiddleware)
    }
}
