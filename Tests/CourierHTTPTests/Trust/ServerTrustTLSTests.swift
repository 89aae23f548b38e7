import Foundation
import Testing

@testable import CourierHTTP

/// The local TLS server that `scripts/test` starts (`scripts/tls-test-server`): a TLS proxy with a
/// certificate for `localhost` signed by a test CA that no system trusts.
private struct TLSTestServerPorts: Decodable {
    static let variable = "COURIER_TLS_TEST_SERVER"
    let valid: Int

    static let current: TLSTestServerPorts? = ProcessInfo.processInfo.environment[variable]
        .flatMap { try? JSONDecoder().decode(TLSTestServerPorts.self, from: Data($0.utf8)) }
}

@Suite(
    "Server trust — against a local HTTPS server with a test CA",
    .enabled(
        if: TLSTestServerPorts.current != nil,
        "\(TLSTestServerPorts.variable) is not set: run scripts/test, or scripts/tls-test-server start"))
struct ServerTrustTLSTests {
    private let url: URL

    init() throws {
        let port = try #require(TLSTestServerPorts.current?.valid)
        url = try #require(URL(string: "https://localhost:\(port)/graphql"))
    }

    private func trustError(sending request: HTTPRequest, policy: ServerTrustPolicy) async throws -> ServerTrustError {
        let transport = URLSessionTransport(configuration: .init { $0.serverTrustPolicy = policy })
        let error = await #expect(throws: HTTPError.self) { try await transport.send(request) }
        #expect(error?.kind == .serverTrust)
        return try #require(error?.underlyingError as? ServerTrustError)
    }

    @Test("the default policy rejects the test CA's certificate with a server-trust error")
    func systemEvaluationRejects() async throws {
        let trust = try await trustError(sending: HTTPRequest(url: url, timeoutInterval: 10), policy: .systemDefault)
        #expect(trust.host == "localhost")
        guard case .systemEvaluationFailed(let explanation) = trust.reason else {
            Issue.record("expected a system evaluation failure, got \(trust.reason)")
            return
        }
        #if canImport(FoundationNetworking)
        #expect(explanation.hasPrefix("SSL certificate problem"))
        #endif
    }

    @Test(
        "on Linux a pinned host fails closed, whatever its pins",
        .enabled(if: !URLSessionServerTrust.canCheckPins, "this platform checks pins in the trust challenge"))
    func pinnedHostFailsClosed() async throws {
        let policy = ServerTrustPolicy.systemDefault.pinning("localhost", to: [.publicKeyHash("AAAA")])
        let trust = try await trustError(sending: HTTPRequest(url: url, timeoutInterval: 10), policy: policy)
        #expect(trust.reason == .pinningUnavailable)
        #expect(trust.expectedPins == [.publicKeyHash("AAAA")])
    }
}
