import CourierHTTP
import Foundation
import Testing

@Suite("LoggingMonitor")
struct LoggingMonitorTests {
    private static let secrets = [
        "Bearer s3cr3t-token", "session=abc123", "proxy-pass-42", "sid=xyz789", "api-key-777",
    ]

    /// Runs one exchange full of secrets through a logging monitor and returns the lines.
    private func logLines(
        redacting names: Set<String> = [],
        failing: Bool = false
    ) async throws -> [String] {
        let lines = CoreRecorder<String>()
        let monitor = LoggingMonitor(redactedHeaderNames: names) { lines.append($0) }
        var responseHeaders = HTTPFields()
        responseHeaders.append(name: "Content-Type", value: "application/json")
        responseHeaders.append(name: "Set-Cookie", value: "session=abc123")
        responseHeaders.append(name: "set-cookie", value: "sid=xyz789")
        let response = CoreFixtures.response(200, headers: responseHeaders, body: "{\"token\":\"body-secret\"}")
        let chain = MiddlewareTransport(
            transport: CoreStubTransport { request in
                if failing { throw HTTPError(.transport, request: request, response: response) }
                return response
            },
            middlewares: [EventsMiddleware(monitors: [monitor])]
        )
        let request = CoreFixtures.request(
            .put,
            headers: [
                "AUTHORIZATION": "Bearer s3cr3t-token",
                "cookie": "session=abc123",
                "Proxy-Authorization": "proxy-pass-42",
                "X-Api-Key": "api-key-777",
                "Accept": "application/json",
            ],
            body: Data("{\"password\":\"body-secret\"}".utf8)
        )
        _ = try? await chain.send(request)
        return lines.all
    }

    @Test func defaultSecretsNeverAppear() async throws {
        let lines = try await logLines()
        #expect(lines.count == 2)
        let text = lines.joined(separator: "\n")
        for secret in Self.secrets.dropLast() {
            #expect(!text.contains(secret), "leaked \(secret)")
        }
        #expect(!text.contains("body-secret"))
        #expect(text.contains("AUTHORIZATION: <redacted>"))
        #expect(text.contains("Set-Cookie: <redacted>"))
        #expect(text.contains("Accept: application/json"))
    }

    @Test func userListedNamesAreRedactedCaseInsensitively() async throws {
        let plain = try await logLines().joined()
        #expect(plain.contains("api-key-777"), "the control case must show the header")
        let text = try await logLines(redacting: ["x-API-key"]).joined(separator: "\n")
        for secret in Self.secrets {
            #expect(!text.contains(secret), "leaked \(secret)")
        }
        #expect(text.contains("X-Api-Key: <redacted>"))
    }

    @Test func failuresAreLoggedWithoutSecrets() async throws {
        let lines = try await logLines(failing: true)
        #expect(lines.count == 2)
        #expect(lines.last?.hasPrefix("✕ PUT https://api.example.test/v1/items?page=2 #1") == true)
        let text = lines.joined(separator: "\n")
        for secret in Self.secrets.dropLast() {
            #expect(!text.contains(secret), "leaked \(secret)")
        }
    }

    @Test func lineFormat() async throws {
        let lines = try await logLines()
        #expect(lines.first?.hasPrefix("→ PUT https://api.example.test/v1/items?page=2 #1 [") == true)
        #expect(lines.last?.hasPrefix("← 200 PUT https://api.example.test/v1/items?page=2 #1 in ") == true)
        #expect(lines.last?.contains("sent 26 B, received 23 B") == true)
    }

    @Test func headersCanBeLeftOut() {
        let lines = CoreRecorder<String>()
        let monitor = LoggingMonitor(logsHeaders: false) { lines.append($0) }
        monitor.attemptDidStart(
            HTTPAttemptStartedEvent(id: UUID(), request: CoreFixtures.request(headers: ["Accept": "x"]), attempt: 2))
        #expect(lines.all == ["→ GET https://api.example.test/v1/items?page=2 #2"])
    }

    @Test func redactionListIsCaseInsensitive() {
        let redaction = HeaderRedaction(additionalNames: ["X-Secret"])
        for name in ["authorization", "Cookie", "SET-COOKIE", "proxy-authorization", "x-secret", "X-SECRET"] {
            #expect(redaction.redacts(name), "\(name)")
        }
        #expect(!redaction.redacts("Accept"))
        #expect(redaction.describe(["Cookie": "a", "Accept": "b"]) == "Cookie: <redacted>, Accept: b")
    }
}
