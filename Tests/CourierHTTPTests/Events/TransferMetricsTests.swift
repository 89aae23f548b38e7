import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

/// Keeps the finish events it receives.
final class FinishRecorder: HTTPEventMonitor {
    let finished = CoreRecorder<HTTPAttemptFinishedEvent>()
    func attemptDidFinish(_ event: HTTPAttemptFinishedEvent) { finished.append(event) }
}

@Suite("Transfer metrics — URLSessionTransport timing reaches the event monitors")
struct TransferMetricsTests {
    private static func chain(_ monitors: [any HTTPEventMonitor]) -> MiddlewareTransport {
        MiddlewareTransport(transport: URLSessionTransport(), middlewares: [EventsMiddleware(monitors: monitors)])
    }

    @Test("start, first byte and end are ordered and bracket the server's delay")
    func timingOfAnExchange() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/slow") { _ in LoopbackResponse(body: Data("late".utf8), delay: 0.15) }
        let recorder = FinishRecorder()
        let metrics = MetricsMonitor()
        let lines = CoreRecorder<String>()
        let logger = LoggingMonitor(logsHeaders: false) { lines.append($0) }

        _ = try await Self.chain([recorder, metrics, logger]).send(HTTPRequest(url: server.url("/slow")))

        let event = try #require(recorder.finished.all.first)
        let timing = try #require(event.transferMetrics)
        let firstByte = try #require(timing.firstByte)
        #expect(timing.start <= firstByte && firstByte <= timing.end)
        #expect(try #require(timing.timeToFirstByte) >= 0.14)
        #expect(timing.duration <= event.duration + 0.001)
        #if canImport(FoundationNetworking)
        // FoundationNetworking never delivers URLSessionTaskMetrics.
        #expect(timing.domainLookup == nil && timing.connect == nil && timing.secureConnection == nil)
        #endif
        let totals = metrics.snapshot()
        #expect(totals.attemptsWithFirstByte == 1)
        #expect(totals.totalTimeToFirstByte == timing.timeToFirstByte)
        #expect(totals.longestTimeToFirstByte == timing.timeToFirstByte)
        #expect(lines.all.last?.contains("(first byte ") == true)
    }

    @Test("a failed exchange still reports its timing, without a first byte")
    func timingOfAFailure() async throws {
        let server = try LoopbackHTTPServer()
        let url = server.url("/gone")
        server.stop()
        let recorder = FinishRecorder()
        await #expect(throws: HTTPError.self) { try await Self.chain([recorder]).send(HTTPRequest(url: url)) }
        let timing = try #require(recorder.finished.all.first?.transferMetrics)
        #expect(timing.firstByte == nil)
        #expect(timing.end >= timing.start)
    }

    @Test("nested events middlewares both receive the metrics; transports without timing give none")
    func nestedAndAbsent() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/x") { _ in .text("x") }
        let outer = FinishRecorder()
        let inner = FinishRecorder()
        let chain = MiddlewareTransport(
            transport: URLSessionTransport(),
            middlewares: [EventsMiddleware(monitors: [outer]), EventsMiddleware(monitors: [inner])])
        _ = try await chain.send(HTTPRequest(url: server.url("/x")))
        #expect(outer.finished.all.first?.transferMetrics != nil)
        #expect(outer.finished.all.first?.transferMetrics == inner.finished.all.first?.transferMetrics)

        let stub = FinishRecorder()
        let stubbed = MiddlewareTransport(
            transport: CoreStubTransport { _ in CoreFixtures.response(200) },
            middlewares: [EventsMiddleware(monitors: [stub])])
        _ = try await stubbed.send(CoreFixtures.request())
        #expect(stub.finished.all.count == 1)
        #expect(stub.finished.all.first?.transferMetrics == nil)
    }

    @Test("the log line shows each reported phase in milliseconds")
    func loggedPhases() throws {
        let lines = CoreRecorder<String>()
        let logger = LoggingMonitor(logsHeaders: false) { lines.append($0) }
        let request = HTTPRequest(url: try #require(URL(string: "https://example.com/a")))
        logger.attemptDidFinish(
            HTTPAttemptFinishedEvent(
                id: UUID(), request: request, attempt: 1, duration: 0.05, bytesSent: 0, bytesReceived: 2,
                response: HTTPResponse(statusCode: 200), error: nil,
                transferMetrics: HTTPTransferMetrics(
                    start: 10, firstByte: 10.04, end: 10.05, domainLookup: 0.001, connect: 0.012,
                    secureConnection: 0.008)))
        #expect(
            lines.all == [
                "← 200 GET https://example.com/a #1 in 50 ms, sent 0 B, received 2 B "
                    + "(first byte 40 ms, dns 1 ms, connect 12 ms, tls 8 ms)"
            ])
    }
}
