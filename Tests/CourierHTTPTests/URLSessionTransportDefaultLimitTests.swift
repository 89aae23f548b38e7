import CourierHTTP
import CourierTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// URLSessionTransport's default response size limit, as RELIABILITY.md documents it.
@Suite("URLSessionTransport default limits")
struct URLSessionTransportDefaultLimitTests {
    private static let fiftyMiB = 50 * 1024 * 1024

    @Test("the default response limit is 50 MiB")
    func documentedDefault() {
        #expect(URLSessionTransport.Configuration().maximumResponseBytes == Self.fiftyMiB)
    }

    @Test("with the default configuration, a Content-Length one byte over 50 MiB fails on the head")
    func defaultLimitRejectsOnTheHead() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        // One byte every 10 s: only a rejection on the declared length can end in the size error.
        // Counting the body would take years and end in a timeout after 60 s instead, so the
        // error's kind is the check. (A wall-clock bound failed under TSan, where the parallel
        // suite holds every test for 40-50 s before it runs.)
        server.route(.get, "/huge") { _ in
            LoopbackResponse(body: Data(count: Self.fiftyMiB + 1), fault: .drip(bytes: 1, interval: 10))
        }
        let transport = URLSessionTransport()
        let start = URLSessionTestSupport.now()
        let error = await URLSessionTestSupport.httpError {
            try await transport.send(HTTPRequest(url: server.url("/huge"), timeoutInterval: 60))
        }
        #expect(error?.kind == .responseTooLarge(limit: Self.fiftyMiB))
        #expect(URLSessionTestSupport.now() - start < 60)
    }
}
