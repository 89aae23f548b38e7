import CourierHTTP
import Testing

/// Records its name on the way in and out, and tags the request so later steps can see it passed.
private struct TracingMiddleware: HTTPMiddleware {
    let name: String
    let trace: CoreRecorder<String>

    func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        trace.append("\(name)>")
        var request = request
        request.headerFields.append(name: "X-Trace", value: name)
        var response = try await next(request)
        response.headerFields.append(name: "X-Trace", value: name)
        trace.append("<\(name)")
        return response
    }
}

/// Answers without calling `next`.
private struct ShortCircuitMiddleware: HTTPMiddleware {
    func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        CoreFixtures.response(204)
    }
}

@Suite("MiddlewareTransport")
struct MiddlewareTransportTests {
    @Test func firstMiddlewareIsOutermost() async throws {
        let trace = CoreRecorder<String>()
        let transport = CoreStubTransport { request in
            trace.append("transport[\(request.headerFields.values(for: "x-trace").joined(separator: ","))]")
            return CoreFixtures.response(200)
        }
        let chain = MiddlewareTransport(
            transport: transport,
            middlewares: ["a", "b", "c"].map { TracingMiddleware(name: $0, trace: trace) }
        )
        let response = try await chain.send(CoreFixtures.request())
        #expect(trace.all == ["a>", "b>", "c>", "transport[a,b,c]", "<c", "<b", "<a"])
        #expect(response.headerFields.values(for: "X-Trace") == ["c", "b", "a"])
    }

    @Test func emptyChainCallsTheTransport() async throws {
        let chain = MiddlewareTransport(
            transport: CoreStubTransport { _ in CoreFixtures.response(201) }, middlewares: [])
        #expect(try await chain.send(CoreFixtures.request()).statusCode == 201)
    }

    @Test func middlewareCanAnswerWithoutTheTransport() async throws {
        let trace = CoreRecorder<String>()
        let transport = CoreStubTransport { _ in
            trace.append("transport")
            return CoreFixtures.response(200)
        }
        let chain = MiddlewareTransport(
            transport: transport,
            middlewares: [TracingMiddleware(name: "a", trace: trace), ShortCircuitMiddleware()]
        )
        #expect(try await chain.send(CoreFixtures.request()).statusCode == 204)
        #expect(trace.all == ["a>", "<a"])
    }

    @Test func errorsTravelBackOut() async {
        let chain = MiddlewareTransport(
            transport: CoreStubTransport { request in throw HTTPError(.transport, request: request) },
            middlewares: [TracingMiddleware(name: "a", trace: CoreRecorder())]
        )
        await #expect(throws: HTTPError.self) { try await chain.send(CoreFixtures.request()) }
    }
}
