import CourierSupport
import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

@Suite("Retries and auth refreshes of streamed bodies")
struct StreamedBodyRetryTests {
    /// A server that answers 503 to the first PUT and echoes the body's size after that.
    private func flakyServer() throws -> LoopbackHTTPServer {
        let server = try LoopbackHTTPServer()
        let calls = Locked(0)
        server.route(.put, "/flaky") { request in
            let call = calls.withLock { count -> Int in
                count += 1
                return count
            }
            return call == 1 ? .status(503) : .text("\(request.body.count)")
        }
        return server
    }

    private func retrying(_ transport: any HTTPTransport) -> MiddlewareTransport {
        let policy = RetryPolicy(maxAttempts: 3, initialDelay: 0, multiplier: 1, maxDelay: 0, jitter: .none)
        return MiddlewareTransport(transport: transport, middlewares: [RetryMiddleware(policy: policy)])
    }

    private func put(_ body: HTTPBody, to server: LoopbackHTTPServer) -> HTTPRequest {
        var request = HTTPRequest(method: .put, url: server.url("/flaky"))
        request.bodySource = body
        return request
    }

    @Test("a one-shot stream is not retried: the error says the body cannot be sent again")
    func oneShotStreamFailsClearly() async throws {
        let server = try flakyServer()
        defer { server.stop() }
        let payload = TransferFixtures.bytes(200_000)
        let chunks = ChunkSequence(chunks: TransferFixtures.chunks(of: payload, size: 50_000))
        let request = put(.stream(HTTPBodyStream(length: Int64(payload.count), chunks: chunks)), to: server)

        let error = await #expect(throws: HTTPError.self) { try await retrying(URLSessionTransport()).send(request) }

        #expect(error?.kind == .invalidRequest)
        #expect(error?.underlyingError as? HTTPBodyStreamError == .notReplayable)
        #expect(error?.response?.statusCode == 503)
        #expect(error?.message.contains("one-shot stream") == true)
        #expect(error?.message.contains("retry after status 503") == true)
        #expect(server.receivedRequests.count == 1)
    }

    @Test("a replayable stream and a file are retried with the whole body", arguments: [false, true])
    func replayableBodiesAreRetried(fromFile: Bool) async throws {
        let server = try flakyServer()
        defer { server.stop() }
        let payload = TransferFixtures.bytes(300_000, seed: 9)
        let chunks = ChunkSequence(chunks: TransferFixtures.chunks(of: payload, size: 40_000))
        let body: HTTPBody =
            fromFile ? .file(try TransferFixtures.file(payload)) : .stream(HTTPBodyStream { chunks })

        let response = try await retrying(URLSessionTransport()).send(put(body, to: server))

        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "\(payload.count)")
        #expect(server.receivedRequests.map(\.body) == [payload, payload])
    }

    @Test("an auth refresh does not replay a one-shot stream")
    func authReplayOfOneShotStream() async throws {
        let transport = CoreStubTransport { request in
            // Consume the body the way a transport does, so a second attempt would find it spent.
            if case .stream(let stream) = request.bodySource { for try await _ in stream.makeChunks() {} }
            return HTTPResponse(statusCode: request.headerFields["Authorization"] == "Bearer new" ? 200 : 401)
        }
        let auth = AuthMiddleware(
            authenticator: AuthTestAuthenticator { _ in Credential(accessToken: "new") },
            store: InMemoryCredentialStore(Credential(accessToken: "old")))
        let chain = MiddlewareTransport(transport: transport, middlewares: [auth])
        var request = HTTPRequest(method: .put, url: URL(string: "https://api.example.com/upload")!)
        request.bodySource = .stream(HTTPBodyStream(chunks: ChunkSequence(chunks: [Data("abc".utf8)])))

        let error = await #expect(throws: HTTPError.self) { try await chain.send(request) }

        #expect(error?.underlyingError as? HTTPBodyStreamError == .notReplayable)
        #expect(error?.message.contains("credential refresh after status 401") == true)
    }
}
