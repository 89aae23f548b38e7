import Foundation
import Testing

@testable import CourierHTTP

@Suite("ServerTrustPolicy — host patterns and pin matching")
struct ServerTrustPolicyTests {
    let ecPin = ServerTrustPin.publicKeyHash(CertificateFixtures.ecPublicKeyHash)
    let rsaPin = ServerTrustPin.publicKeyHash(CertificateFixtures.rsaPublicKeyHash)

    @Test("exact hosts, then the longest wildcard; the wildcard's own domain is not covered")
    func hostPatterns() {
        let policy = ServerTrustPolicy.systemDefault
            .pinning("API.example.com.", to: [ecPin])
            .pinning("*.example.com", to: [rsaPin])
            .pinning("*.cdn.example.com", to: [ecPin, rsaPin])
        #expect(policy.pins(forHost: "api.example.com") == [ecPin])
        #expect(policy.pins(forHost: "Api.Example.Com") == [ecPin])
        #expect(policy.pins(forHost: "www.example.com") == [rsaPin])
        #expect(policy.pins(forHost: "a.b.example.com") == [rsaPin])
        #expect(policy.pins(forHost: "img.cdn.example.com") == [ecPin, rsaPin])
        #expect(policy.pins(forHost: "example.com") == nil)
        #expect(policy.pins(forHost: "example.org") == nil)
        #expect(policy.pins(forHost: "notexample.com") == nil)
        #expect(ServerTrustPolicy.systemDefault.pins(forHost: "example.com") == nil)
        #expect(!ServerTrustPolicy.systemDefault.isPinning)
    }

    @Test("a chain matches when any certificate is pinned or carries a pinned key")
    func chainMatches() {
        let byKey = ServerTrustPolicy(pinnedHosts: ["h": [rsaPin]])
        #expect(byKey.evaluate(chain: [CertificateFixtures.ec, CertificateFixtures.rsa], host: "h") == nil)
        let byCertificate = ServerTrustPolicy(pinnedHosts: ["h": [.certificate(CertificateFixtures.ecVersion1)]])
        #expect(byCertificate.evaluate(chain: [CertificateFixtures.ecVersion1], host: "h") == nil)
        #expect(ServerTrustPolicy.systemDefault.evaluate(chain: [], host: "h") == nil)
    }

    @Test("a mismatch names the host, the pins expected and the keys presented")
    func mismatch() throws {
        let policy = ServerTrustPolicy(pinnedHosts: ["api.example.com": [rsaPin]])
        let error = try #require(policy.evaluate(chain: [CertificateFixtures.ec], host: "api.example.com"))
        #expect(error.host == "api.example.com")
        #expect(error.reason == .pinMismatch(presentedPublicKeyHashes: [CertificateFixtures.ecPublicKeyHash]))
        #expect(error.expectedPins == [rsaPin])
        #expect(error.description.contains("api.example.com"))
        #expect(error.description.contains("sha256/\(CertificateFixtures.rsaPublicKeyHash)"))
        #expect(error.description.contains("sha256/\(CertificateFixtures.ecPublicKeyHash)"))
        // A certificate pin compares whole certificates: the same key in another certificate fails.
        let certificatePolicy = ServerTrustPolicy(pinnedHosts: ["h": [.certificate(CertificateFixtures.ec)]])
        #expect(certificatePolicy.evaluate(chain: [CertificateFixtures.ecVersion1], host: "h") != nil)
        // A malformed hash never matches.
        let typo = ServerTrustPolicy(pinnedHosts: ["h": [.publicKeyHash("not base64")]])
        #expect(typo.evaluate(chain: [CertificateFixtures.ec], host: "h") != nil)
    }

    @Test("pinned hosts are refused over http, and wherever the chain cannot be seen")
    func refusals() throws {
        let policy = ServerTrustPolicy(pinnedHosts: ["*.example.com": [ecPin]])
        let https = try #require(URL(string: "https://api.example.com/x"))
        let http = try #require(URL(string: "http://api.example.com/x"))
        let other = try #require(URL(string: "http://example.org/x"))
        #expect(policy.refusal(for: https, canCheckPins: true) == nil)
        #expect(policy.refusal(for: https, canCheckPins: false)?.reason == .pinningUnavailable)
        #expect(policy.refusal(for: http, canCheckPins: true)?.reason == .unencryptedConnection)
        #expect(policy.refusal(for: other, canCheckPins: false) == nil)
        #expect(policy.refusal(for: https, canCheckPins: false)?.expectedPins == [ecPin])
    }

    @Test("libcurl's certificate messages on Linux and Apple's codes are server-trust failures")
    func recognisesPlatformFailures() {
        func failure(_ code: URLError.Code, _ message: String) -> ServerTrustError? {
            let error = URLError(code, userInfo: [NSLocalizedDescriptionKey: message])
            return URLSessionServerTrust.failure(for: error, host: "localhost")
        }
        let untrustedMessage = "SSL certificate problem: unable to get local issuer certificate"
        let untrusted = failure(.unknown, untrustedMessage)
        #expect(untrusted?.reason == .systemEvaluationFailed(untrustedMessage))
        #expect(untrusted?.host == "localhost")
        #expect(failure(.unknown, "SSL: no alternative certificate subject name matches target host name 'x'") != nil)
        #expect(failure(.serverCertificateUntrusted, "untrusted") != nil)
        #expect(failure(.serverCertificateHasBadDate, "expired") != nil)
        #expect(failure(.unknown, "Recv failure: Connection reset by peer") == nil)
        #expect(failure(.cannotConnectToHost, "SSL certificate problem") == nil)
    }

    @Test("HTTPError.serverTrust carries the ServerTrustError and is never retried")
    func httpErrorKind() throws {
        let trust = ServerTrustError(host: "h", reason: .pinningUnavailable, expectedPins: [ecPin])
        let error = HTTPError(serverTrust: trust, request: nil)
        #expect(error.kind == .serverTrust)
        #expect(error.underlyingError as? ServerTrustError == trust)
        #expect(error.message == trust.description)
        let request = HTTPRequest(url: try #require(URL(string: "https://h/")))
        #expect(RetryPolicy().decision(for: 1, request: request, outcome: .failure(error)) == .stop)
    }
}
