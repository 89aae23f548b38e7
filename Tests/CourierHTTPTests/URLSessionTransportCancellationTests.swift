import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("URLSessionTransport — cancellation")
struct URLSessionTransportCancellationTests {
    @Test("cancelling the task fails a request the server never answers promptly, with .cancelled")
    func cancelOne() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/void") { _ in LoopbackResponse(fault: .neverRespond) }
        let transport = URLSessionTransport()
        let task = Task { try await transport.send(HTTPRequest(url: server.url("/void"))) }
        #expect(await URLSessionTestSupport.eventually(timeout: 30) { server.receivedRequests.count == 1 })
        let start = URLSessionTestSupport.now()
        task.cancel()
        let error = await URLSessionTestSupport.httpError { try await task.value }
        #expect(error?.kind == .cancelled)
        #expect(URLSessionTestSupport.now() - start < 5)
        #expect(transport.liveContinuations.count == 0)
    }

    @Test("a task cancelled before it sends never reaches the server")
    func cancelledBeforeStart() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        let transport = URLSessionTransport()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await transport.send(HTTPRequest(url: server.url("/never")))
        }
        let error = await URLSessionTestSupport.httpError { try await task.value }
        #expect(error?.kind == .cancelled)
        #expect(transport.liveContinuations.count == 0)
        #expect(await URLSessionTestSupport.eventually(timeout: 30) { transport.pendingTaskCount == 0 })
    }

    @Test("500 randomly timed cancellations all end promptly with .cancelled and leak nothing")
    func manyRandomCancellations() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/slow") { _ in LoopbackResponse(body: Data("late".utf8), delay: 30) }
        server.route(.get, "/void") { _ in LoopbackResponse(fault: .neverRespond) }
        let transport = URLSessionTransport(
            configuration: .init { configuration in
                configuration.sessionConfiguration.httpMaximumConnectionsPerHost = 16
            })
        let start = URLSessionTestSupport.now()
        var kinds: [HTTPError.Kind?] = []
        for batch in 0..<25 {
            let results = await withTaskGroup(of: HTTPError.Kind?.self) { group in
                for index in 0..<20 {
                    let path = (batch + index).isMultiple(of: 2) ? "/slow" : "/void"
                    let request = HTTPRequest(url: server.url("\(path)?\(batch)-\(index)"))
                    let task = Task { try await transport.send(request) }
                    group.addTask {
                        try? await Task.sleep(nanoseconds: UInt64.random(in: 0...20_000_000))
                        task.cancel()
                        do {
                            _ = try await task.value
                            return nil
                        } catch {
                            return (error as? HTTPError)?.kind
                        }
                    }
                }
                var kinds: [HTTPError.Kind?] = []
                for await kind in group { kinds.append(kind) }
                return kinds
            }
            kinds += results
        }
        let elapsed = URLSessionTestSupport.now() - start

        // Cancellations must hit requests the server already holds (about 450 of 500 here), not
        // only queued ones; the bound is loose for a loaded machine.
        #expect(server.receivedRequests.count >= 25)
        #expect(kinds.count == 500)
        #expect(kinds.allSatisfy { $0 == .cancelled })
        // Missed cancellations would take 30 s per batch of 20 (750 s) or for ever; a sanitized run
        // under load has taken 57 s.
        #expect(elapsed < 240, "500 cancellations took \(elapsed) s")
        #expect(transport.liveContinuations.count == 0)
        #expect(await URLSessionTestSupport.eventually(timeout: 30) { transport.pendingTaskCount == 0 })
    }
}
