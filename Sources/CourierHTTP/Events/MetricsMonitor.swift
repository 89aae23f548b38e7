import CourierSupport
public import Foundation

/// An ``HTTPEventMonitor`` that keeps running totals in memory: attempts, retries, failures,
/// status codes, bytes and time (and time to first byte, from transports that report
/// ``HTTPTransferMetrics``). Read them with ``snapshot()``.
///
/// Cheap enough to leave on: each event takes one short lock.
public final class MetricsMonitor: HTTPEventMonitor {
    /// The totals at one moment.
    public struct Snapshot: Sendable, Hashable {
        /// Attempts that started.
        public var attemptsStarted = 0
        /// Attempts that finished, with a response or an error.
        public var attemptsFinished = 0
        /// Attempts after the first for their request (attempt number above 1).
        public var retries = 0
        /// Attempts that ended with an error.
        public var failures = 0
        /// How many responses arrived with each status code.
        public var statusCodes: [Int: Int] = [:]
        /// Body bytes sent, in all.
        public var bytesSent = 0
        /// Body bytes received, in all.
        public var bytesReceived = 0
        /// Seconds spent in finished attempts, in all.
        public var totalDuration: TimeInterval = 0
        /// The longest finished attempt, in seconds.
        public var longestDuration: TimeInterval = 0
        /// Finished attempts whose transport reported a time to first byte.
        public var attemptsWithFirstByte = 0
        /// Seconds from start to response head, summed over ``attemptsWithFirstByte``.
        public var totalTimeToFirstByte: TimeInterval = 0
        /// The longest time to first byte, in seconds.
        public var longestTimeToFirstByte: TimeInterval = 0

        /// Attempts started but not yet finished.
        public var inFlight: Int { attemptsStarted - attemptsFinished }

        /// Creates empty totals.
        public init() {}
    }

    private let totals = Locked(Snapshot())

    /// Creates a monitor with empty totals.
    public init() {}

    /// The totals now.
    /// - Returns: A copy of the running totals.
    public func snapshot() -> Snapshot {
        totals.withLock { $0 }
    }

    /// Sets every total back to zero.
    public func reset() {
        totals.withLock { $0 = Snapshot() }
    }

    /// Counts the start.
    /// - Parameter event: The attempt that starts.
    public func attemptDidStart(_ event: HTTPAttemptStartedEvent) {
        totals.withLock { totals in
            totals.attemptsStarted += 1
            if event.attempt > 1 { totals.retries += 1 }
        }
    }

    /// Counts the finish.
    /// - Parameter event: The attempt that finished.
    public func attemptDidFinish(_ event: HTTPAttemptFinishedEvent) {
        totals.withLock { totals in
            totals.attemptsFinished += 1
            if event.error != nil { totals.failures += 1 }
            if let status = event.statusCode { totals.statusCodes[status, default: 0] += 1 }
            totals.bytesSent += event.bytesSent
            totals.bytesReceived += event.bytesReceived
            totals.totalDuration += event.duration
            totals.longestDuration = max(totals.longestDuration, event.duration)
            if let firstByte = event.transferMetrics?.timeToFirstByte {
                totals.attemptsWithFirstByte += 1
                totals.totalTimeToFirstByte += firstByte
                totals.longestTimeToFirstByte = max(totals.longestTimeToFirstByte, firstByte)
            }
        }
    }
}
