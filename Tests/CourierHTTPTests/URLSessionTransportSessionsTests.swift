import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

@Suite("URLSessionTransport — requests spread over several sessions")
struct URLSessionTransportSessionsTests {
    @Test("the default session count is 1 on Apple platforms and 1 to 4 on Linux")
    func defaultCount() {
        let count = URLSessionTransport.Configuration().sessionCount
        #expect(count == URLSessionTransport.Configuration.defaultSessionCount)
        #if canImport(FoundationNetworking)
        #expect((1...4).contains(count))
        #expect(count == min(ProcessInfo.processInfo.activeProcessorCount, 4))
        #else
        #expect(count == 1)
        #endif
        #expect(URLSessionTransport().sessionCount == count)
    }

    @Test("a session count below 1 still gives one session")
    func atLeastOne() {
        #expect(URLSessionTransport(configuration: .init { $0.sessionCount = 0 }).sessionCount == 1)
        #expect(URLSessionTransport(configuration: .init { $0.sessionCount = -3 }).sessionCount == 1)
        #expect(URLSessionTransport(configuration: .init { $0.sessionCount = 3 }).sessionCount == 3)
    }

    @Test("concurrent requests go to the least-loaded session, and each gives its place back")
    func leastLoaded() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/hang") { _ in LoopbackResponse(fault: .neverRespond) }
        server.route(.get, "/ok") { _ in .text("ok") }
        let transport = URLSessionTransport(configuration: .init { $0.sessionCount = 2 })
        let tasks = (0..<5).map { _ in
            Task { try await transport.send(HTTPRequest(url: server.url("/hang"), timeoutInterval: 60)) }
        }
        #expect(await URLSessionTestSupport.eventually(timeout: 30) { server.receivedRequests.count == 5 })
        #expect(transport.sessionLoad.sorted() == [2, 3])
        #expect(transport.pendingTaskCount == 5)

        for task in tasks { task.cancel() }
        for task in tasks {
            let error = await URLSessionTestSupport.httpError { try await task.value }
            #expect(error?.kind == .cancelled)
        }
        #expect(transport.sessionLoad == [0, 0])
        #expect(transport.liveContinuations.count == 0)
        #expect(await URLSessionTestSupport.eventually(timeout: 30) { transport.pendingTaskCount == 0 })

        // With nothing in flight, requests one after another all take the first session.
        for _ in 0..<3 {
            let response = try await transport.send(HTTPRequest(url: server.url("/ok")))
            #expect(String(decoding: response.body, as: UTF8.self) == "ok")
        }
        #expect(transport.sessionLoad == [0, 0])
    }
}
