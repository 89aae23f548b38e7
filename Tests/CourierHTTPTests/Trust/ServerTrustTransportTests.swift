import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

@Suite("Server trust — pinned hosts fail closed in the URLSession transports")
struct ServerTrustTransportTests {
    private static let pins: [ServerTrustPin] = [.publicKeyHash(CertificateFixtures.ecPublicKeyHash)]

    private static func trustError(_ error: any Error) -> ServerTrustError? {
        guard let error = error as? HTTPError, error.kind == .serverTrust else { return nil }
        return error.underlyingError as? ServerTrustError
    }

    @Test("a plain http request to a pinned host fails before a connection is made")
    func httpToPinnedHost() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/x") { _ in .text("must not be reached") }
        let transport = URLSessionTransport(
            configuration: .init {
                $0.serverTrustPolicy = ServerTrustPolicy.systemDefault.pinning("127.0.0.1", to: Self.pins)
            })
        let error = await #expect(throws: HTTPError.self) {
            try await transport.send(HTTPRequest(url: server.url("/x")))
        }
        let trust = try #require(error.flatMap(Self.trustError))
        #expect(trust.host == "127.0.0.1")
        #expect(trust.reason == .unencryptedConnection)
        #expect(trust.expectedPins == Self.pins)
        #expect(server.acceptedConnectionCount == 0)
    }

    @Test(
        "on Linux an https request to a pinned host fails before a connection is made",
        .enabled(if: !URLSessionServerTrust.canCheckPins, "this platform checks pins in the trust challenge"))
    func httpsToPinnedHostOnLinux() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let policy = ServerTrustPolicy.systemDefault.pinning("127.0.0.1", to: Self.pins)
        let url = try #require(URL(string: "https://127.0.0.1:\(server.port)/x"))
        let collecting = URLSessionTransport(configuration: .init { $0.serverTrustPolicy = policy })
        let streaming = URLSessionStreamingTransport(serverTrustPolicy: policy)

        let collected = await #expect(throws: HTTPError.self) { try await collecting.send(HTTPRequest(url: url)) }
        let streamed = await #expect(throws: HTTPError.self) { try await streaming.stream(HTTPRequest(url: url)) }

        for error in [collected, streamed] {
            let trust = try #require(error.flatMap(Self.trustError))
            #expect(trust.reason == .pinningUnavailable)
            #expect(error?.description.contains("127.0.0.1") == true)
            #expect(error?.description.contains("sha256/\(CertificateFixtures.ecPublicKeyHash)") == true)
        }
        #expect(server.acceptedConnectionCount == 0)
    }

    @Test("a redirect to a pinned host that cannot be checked fails the exchange instead of following")
    func redirectToPinnedHost() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let pinned = "http://localhost:\(server.port)/landing"
        server.route(.get, "/start") { _ in LoopbackResponse(status: 302, headerFields: ["Location": pinned]) }
        server.route(.get, "/landing") { _ in .text("must not be reached") }
        let policy = ServerTrustPolicy.systemDefault.pinning("localhost", to: Self.pins)
        let transport = URLSessionTransport(configuration: .init { $0.serverTrustPolicy = policy })

        let error = await #expect(throws: HTTPError.self) {
            try await transport.send(HTTPRequest(url: server.url("/start")))
        }

        let trust = try #require(error.flatMap(Self.trustError))
        #expect(trust.host == "localhost")
        #expect(trust.reason == .unencryptedConnection)
        #expect(server.receivedRequests.map(\.target) == ["/start"])
    }

    @Test("unpinned hosts are unaffected by other hosts' pins")
    func unpinnedHostsPass() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/x") { _ in .text("ok") }
        let policy = ServerTrustPolicy.systemDefault.pinning("*.example.com", to: Self.pins)
        let transport = URLSessionTransport(configuration: .init { $0.serverTrustPolicy = policy })
        let response = try await transport.send(HTTPRequest(url: server.url("/x")))
        #expect(response.statusCode == 200)
    }
}
