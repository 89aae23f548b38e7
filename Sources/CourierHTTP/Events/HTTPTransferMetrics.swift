internal import CourierSupport
public import Foundation

/// The timing of one exchange as the transport saw it: when it started, when the response head
/// arrived, when it ended, and the connection phases when the platform reports them.
///
/// Times are seconds of `ProcessInfo.systemUptime` (a monotonic clock). ``URLSessionTransport``
/// fills ``start``, ``firstByte`` and ``end`` on every platform. The phases come from
/// `URLSessionTaskMetrics`, which Apple platforms deliver for each task; Linux's
/// FoundationNetworking never calls `urlSession(_:task:didFinishCollecting:)`, so there they are
/// `nil`.
public struct HTTPTransferMetrics: Sendable, Hashable {
    /// When the transport started the task.
    public var start: TimeInterval
    /// When the response head arrived, or `nil` when none did.
    public var firstByte: TimeInterval?
    /// When the exchange ended: the whole body received, or the failure.
    public var end: TimeInterval
    /// Seconds spent resolving the host name, when reported.
    public var domainLookup: TimeInterval?
    /// Seconds spent connecting (TCP and TLS together, as URLSession measures it), when reported.
    public var connect: TimeInterval?
    /// Seconds spent on the TLS handshake, when reported.
    public var secureConnection: TimeInterval?
    /// Whether a kept-alive connection was reused, when reported.
    public var isReusedConnection: Bool?

    /// Creates metrics.
    /// - Parameters:
    ///   - start: When the task started.
    ///   - firstByte: When the response head arrived.
    ///   - end: When the exchange ended.
    ///   - domainLookup: Seconds of DNS resolution.
    ///   - connect: Seconds of connecting.
    ///   - secureConnection: Seconds of TLS handshake.
    ///   - isReusedConnection: Whether the connection was reused.
    public init(
        start: TimeInterval,
        firstByte: TimeInterval? = nil,
        end: TimeInterval,
        domainLookup: TimeInterval? = nil,
        connect: TimeInterval? = nil,
        secureConnection: TimeInterval? = nil,
        isReusedConnection: Bool? = nil
    ) {
        self.start = start
        self.firstByte = firstByte
        self.end = end
        self.domainLookup = domainLookup
        self.connect = connect
        self.secureConnection = secureConnection
        self.isReusedConnection = isReusedConnection
    }

    /// Seconds from the start to the response head, when one arrived.
    public var timeToFirstByte: TimeInterval? { firstByte.map { max(0, $0 - start) } }

    /// Seconds from the start to the end.
    public var duration: TimeInterval { max(0, end - start) }
}

/// Where a transport hands the ``HTTPTransferMetrics`` of an exchange to the ``EventsMiddleware``
/// around it: a task-local slot the middleware binds around `next`, so no API between them
/// changes. Nested middlewares each receive the metrics.
final class HTTPTransferMetricsRecorder: Sendable {
    /// The slot of the innermost ``EventsMiddleware`` in the current task, if any.
    @TaskLocal static var current: HTTPTransferMetricsRecorder?

    private let parent: HTTPTransferMetricsRecorder?
    private let recorded = Locked<HTTPTransferMetrics?>(nil)

    init(parent: HTTPTransferMetricsRecorder?) {
        self.parent = parent
    }

    /// The metrics of the last exchange recorded.
    var metrics: HTTPTransferMetrics? { recorded.withLock { $0 } }

    /// Keeps `metrics` here and in every enclosing slot.
    func record(_ metrics: HTTPTransferMetrics) {
        recorded.withLock { $0 = metrics }
        parent?.record(metrics)
    }
}
