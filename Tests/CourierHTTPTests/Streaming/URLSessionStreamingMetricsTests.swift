import CourierTesting
import Foundation
import Testing

@testable import CourierHTTP

@Suite("Transfer metrics — URLSessionStreamingTransport timing reaches the event monitors")
struct URLSessionStreamingMetricsTests {
    /// Streams `request` through an events middleware reporting to `monitor`, returning the
    /// body the head came with.
    private func stream(_ request: HTTPRequest, monitor: FinishRecorder) async throws -> Data {
        let transport = URLSessionStreamingTransport()
        let body = CoreRecorder<Data>()
        _ = try await EventsMiddleware(monitors: [monitor]).intercept(request) { request in
            let response = try await transport.stream(request)
            for try await chunk in response.body { body.append(chunk) }
            return response.head
        }
        return body.all.reduce(Data(), +)
    }

    @Test("start, first byte and end are ordered and bracket the server's delay")
    func timingOfAStream() async throws {
        let server = try LoopbackHTTPServer()
        defer { server.stop() }
        server.route(.get, "/slow") { _ in LoopbackResponse(body: Data("late".utf8), delay: 0.15) }
        let recorder = FinishRecorder()

        let body = try await stream(HTTPRequest(url: server.url("/slow")), monitor: recorder)

        #expect(body == Data("late".utf8))
        let timing = try #require(recorder.finished.all.first?.transferMetrics)
        let firstByte = try #require(timing.firstByte)
        #expect(timing.start <= firstByte && firstByte <= timing.end)
        #expect(try #require(timing.timeToFirstByte) >= 0.14)
    }

    @Test("a stream that fails before its head still reports its timing, without a first byte")
    func timingOfAFailure() async throws {
        let server = try LoopbackHTTPServer()
        let url = server.url("/gone")
        server.stop()
        let recorder = FinishRecorder()

        await #expect(throws: HTTPError.self) { try await stream(HTTPRequest(url: url), monitor: recorder) }

        let timing = try #require(recorder.finished.all.first?.transferMetrics)
        #expect(timing.firstByte == nil)
        #expect(timing.end >= timing.start)
    }
}
