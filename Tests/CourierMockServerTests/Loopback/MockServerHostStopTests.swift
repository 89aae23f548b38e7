import CourierAPI
import CourierHTTP
import CourierLoopback
import CourierMockServer
import CourierSupport
import Foundation
import Testing

@Suite("Stopping a served mock server")
struct MockServerHostStopTests {
    /// How long to wait for each step: a sanitizer run on a busy pool can take seconds to resume
    /// a cancelled task.
    static let patience = 30

    /// A stop must not wait for a resolver: tests stop hosts from pool threads (`defer`), and when
    /// every pool thread waits in such a stop, a resolver task waiting for a pool thread would
    /// never run and the stops would never return (seen as a whole-suite hang under TSan).
    @Test func stopReturnsWhileAResolverNeverDoes() async throws {
        let entered = Locked(false)
        let cancelled = Locked(false)
        let server = try MockServerFixture.server {
            $0.resolvers["Query.hero"] = { _ in
                entered.withLock { $0 = true }
                do {
                    try await Task.sleep(nanoseconds: 3_600 * 1_000_000_000)
                } catch {
                    cancelled.withLock { $0 = true }
                    throw error
                }
                return nil
            }
        }
        let host = try server.serve()
        let body = Data(#"{"query":"{ hero { name } }"}"#.utf8)
        let request = Task {
            try await URLSessionTransport().send(
                HTTPRequest(
                    method: .post, url: host.graphQLURL, headerFields: ["Content-Type": "application/json"], body: body
                ))
        }
        try await waitUntil(seconds: Self.patience) { entered.withLock { $0 } }

        let stopped = Locked(false)
        let thread = Thread {
            host.stop()
            stopped.withLock { $0 = true }
        }
        thread.start()
        try await waitUntil(seconds: Self.patience) { stopped.withLock { $0 } }
        #expect(stopped.withLock { $0 }, "stop() is still waiting for the resolver")
        try await waitUntil(seconds: Self.patience) { cancelled.withLock { $0 } }
        #expect(cancelled.withLock { $0 }, "the resolver's task was not cancelled")
        await #expect(throws: HTTPError.self) { _ = try await request.value }
    }

    @Test func aRequestAfterStopIsRefused() async throws {
        let host = try MockServerFixture.server().serve()
        let url = host.graphQLURL
        host.stop()
        let body = Data(#"{"query":"{ hero { name } }"}"#.utf8)
        await #expect(throws: HTTPError.self) {
            _ = try await URLSessionTransport().send(HTTPRequest(method: .post, url: url, body: body))
        }
    }
}
