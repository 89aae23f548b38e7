import CourierHTTP
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Records every event it receives, in order.
private final class RecordingMonitor: HTTPEventMonitor {
    enum Event: Sendable {
        case started(HTTPAttemptStartedEvent)
        case finished(HTTPAttemptFinishedEvent)
    }

    let events = CoreRecorder<Event>()

    func attemptDidStart(_ event: HTTPAttemptStartedEvent) { events.append(.started(event)) }
    func attemptDidFinish(_ event: HTTPAttemptFinishedEvent) { events.append(.finished(event)) }

    var finished: [HTTPAttemptFinishedEvent] {
        events.all.compactMap { if case .finished(let event) = $0 { event } else { nil } }
    }
}

/// A fake monotonic clock that advances by `step` seconds each time it is read.
private final class SteppingClock: @unchecked Sendable {
    // `@unchecked Sendable`: `now` is only touched while `lock` is held.
    private let lock = NSLock()
    private var now: TimeInterval = 100
    let step: TimeInterval

    init(step: TimeInterval) { self.step = step }

    func read() -> TimeInterval {
        lock.lock()
        defer { lock.unlock() }
        now += step
        return now
    }
}

@Suite("EventsMiddleware")
struct EventsMiddlewareTests {
    @Test func reportsStartAndFinishWithSizesStatusAndDuration() async throws {
        let monitor = RecordingMonitor()
        let clock = SteppingClock(step: 0.25)
        let chain = MiddlewareTransport(
            transport: CoreStubTransport { _ in CoreFixtures.response(201, body: "hello") },
            middlewares: [EventsMiddleware(monitors: [monitor], uptime: { clock.read() })]
        )
        _ = try await chain.send(CoreFixtures.request(.put, body: Data("abc".utf8)))
        let events = monitor.events.all
        try #require(events.count == 2)
        guard case .started(let started) = events[0], case .finished(let finished) = events[1] else {
            Issue.record("expected start then finish, got \(events)")
            return
        }
        #expect(started.id == finished.id)
        #expect(started.attempt == 1)
        #expect(started.request.method == .put)
        #expect(finished.statusCode == 201)
        #expect(finished.bytesSent == 3)
        #expect(finished.bytesReceived == 5)
        #expect(finished.duration == 0.25)
        #expect(finished.error == nil)
    }

    @Test func insideRetryEveryAttemptIsSeenWithItsNumber() async throws {
        let monitor = RecordingMonitor()
        let count = CoreRecorder<Int>()
        let transport = CoreStubTransport { _ in
            count.append(1)
            switch count.all.count {
            case 1: throw HTTPError(.timeout, response: nil)
            case 2: return CoreFixtures.response(503, body: "busy")
            default: return CoreFixtures.response(200, body: "ok")
            }
        }
        let chain = MiddlewareTransport(
            transport: transport,
            middlewares: [
                RetryMiddleware(policy: RetryPolicy(maxAttempts: 5, jitter: .none), sleeper: CoreRecordingSleeper()),
                EventsMiddleware(monitors: [monitor]),
            ]
        )
        _ = try await chain.send(CoreFixtures.request())
        let finished = monitor.finished
        #expect(finished.map(\.attempt) == [1, 2, 3])
        #expect(finished.map(\.statusCode) == [nil, 503, 200])
        #expect(finished.map { $0.error != nil } == [true, false, false])
        #expect(Set(finished.map(\.id)).count == 3)
        let kinds = monitor.events.all.map { if case .started = $0 { "start" } else { "finish" } }
        #expect(kinds == ["start", "finish", "start", "finish", "start", "finish"])
    }

    @Test func errorsAreReportedAndRethrownUnchanged() async throws {
        let monitor = RecordingMonitor()
        let response = CoreFixtures.response(500, body: "oops")
        let chain = MiddlewareTransport(
            transport: CoreStubTransport { request in
                throw HTTPError(.httpStatus(500), request: request, response: response)
            },
            middlewares: [EventsMiddleware(monitors: [monitor, monitor])]
        )
        let error = await #expect(throws: HTTPError.self) { try await chain.send(CoreFixtures.request()) }
        #expect(error?.kind == .httpStatus(500))
        #expect(monitor.finished.count == 2)
        #expect(monitor.finished.first?.statusCode == 500)
        #expect(monitor.finished.first?.bytesReceived == 4)
        #expect(monitor.finished.first?.error is HTTPError)
    }

    @Test func metricsMonitorCountsAttempts() async throws {
        let metrics = MetricsMonitor()
        let clock = SteppingClock(step: 0.5)
        let count = CoreRecorder<Int>()
        let transport = CoreStubTransport { _ in
            count.append(1)
            if count.all.count == 1 { throw URLError(.networkConnectionLost) }
            return CoreFixtures.response(count.all.count == 2 ? 503 : 200, body: "12345")
        }
        let chain = MiddlewareTransport(
            transport: transport,
            middlewares: [
                RetryMiddleware(policy: RetryPolicy(maxAttempts: 3), sleeper: CoreRecordingSleeper()),
                EventsMiddleware(monitors: [metrics], uptime: { clock.read() }),
            ]
        )
        _ = try await chain.send(CoreFixtures.request(.put, body: Data("xy".utf8)))
        let snapshot = metrics.snapshot()
        #expect(snapshot.attemptsStarted == 3)
        #expect(snapshot.attemptsFinished == 3)
        #expect(snapshot.inFlight == 0)
        #expect(snapshot.retries == 2)
        #expect(snapshot.failures == 1)
        #expect(snapshot.statusCodes == [503: 1, 200: 1])
        #expect(snapshot.bytesSent == 6)
        #expect(snapshot.bytesReceived == 10)
        #expect(snapshot.totalDuration == 1.5)
        #expect(snapshot.longestDuration == 0.5)
        metrics.reset()
        #expect(metrics.snapshot() == MetricsMonitor.Snapshot())
    }
}
