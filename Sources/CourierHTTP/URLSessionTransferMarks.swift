import CourierSupport
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The timing of one ``URLSessionTransport`` or ``URLSessionStreamingTransport`` exchange, made only
/// when an ``EventsMiddleware`` waits for it (``HTTPTransferMetricsRecorder/current``): the
/// transport marks start and end, the exchange the response head, the session delegate the
/// platform's task metrics.
final class URLSessionTransferMarks: Sendable {
    private struct Marks {
        var firstByte: TimeInterval?
        var reported: HTTPTransferMetrics?
    }

    private let recorder: HTTPTransferMetricsRecorder
    private let start: TimeInterval
    private let marks = Locked(Marks())

    /// Starts timing for the current task's recorder, or returns `nil` when there is none.
    static func begin() -> URLSessionTransferMarks? {
        HTTPTransferMetricsRecorder.current.map { URLSessionTransferMarks(recorder: $0) }
    }

    private init(recorder: HTTPTransferMetricsRecorder) {
        self.recorder = recorder
        self.start = ProcessInfo.processInfo.systemUptime
    }

    /// Notes that the response head arrived.
    func markFirstByte() {
        let now = ProcessInfo.processInfo.systemUptime
        marks.withLock { if $0.firstByte == nil { $0.firstByte = now } }
    }

    /// Keeps the connection phases of the task's last transaction (Apple platforms report them).
    func record(_ metrics: URLSessionTaskMetrics) {
        guard let last = metrics.transactionMetrics.last else { return }
        func seconds(_ from: Date?, _ to: Date?) -> TimeInterval? {
            guard let from, let to else { return nil }
            return max(0, to.timeIntervalSince(from))
        }
        let phases = HTTPTransferMetrics(
            start: 0, end: 0,
            domainLookup: seconds(last.domainLookupStartDate, last.domainLookupEndDate),
            connect: seconds(last.connectStartDate, last.connectEndDate),
            secureConnection: seconds(last.secureConnectionStartDate, last.secureConnectionEndDate),
            isReusedConnection: last.isReusedConnection
        )
        marks.withLock { $0.reported = phases }
    }

    /// Hands the finished exchange's metrics to the recorder.
    func finish() {
        let end = ProcessInfo.processInfo.systemUptime
        let marks = marks.withLock { $0 }
        recorder.record(
            HTTPTransferMetrics(
                start: start, firstByte: marks.firstByte, end: end,
                domainLookup: marks.reported?.domainLookup, connect: marks.reported?.connect,
                secureConnection: marks.reported?.secureConnection,
                isReusedConnection: marks.reported?.isReusedConnection
            ))
    }
}
