import CourierSupport

/// Receives a transfer's progress from the transport and hands it to the app as an
/// `AsyncSequence`, throttled.
///
/// Attach one to a request (``HTTPRequest/uploadProgress``, ``HTTPRequest/downloadProgress``)
/// and iterate ``updates`` while the request runs:
///
/// ```swift
/// let progress = TransferProgressReporter()
/// var request = HTTPRequest(method: .put, url: url)
/// request.bodySource = .file(movieURL)
/// request.uploadProgress = progress
/// Task { for await step in progress.updates { print(step) } }
/// ```
///
/// Updates come at most once per ``minimumInterval``; the first update and the final one (all
/// bytes done) are never dropped, and the sequence finishes when the transfer ends, whether it
/// succeeded, failed or was cancelled. ``updates`` is one sequence for one consumer; it keeps
/// only the newest update when the consumer is slower than the transfer.
public final class TransferProgressReporter: Sendable, Hashable {
    /// The shortest time between two delivered updates, in seconds.
    public let minimumInterval: Double
    /// The progress updates of the transfer, newest kept when the consumer lags.
    public let updates: AsyncStream<TransferProgress>

    private let continuation: AsyncStream<TransferProgress>.Continuation
    private let state = Locked(State())

    private struct State {
        var lastDelivery: Double?
        var finished = false
    }

    /// Creates a reporter.
    /// - Parameter minimumInterval: The throttle, in seconds; 0.1 by default, 0 delivers every
    ///   update.
    public init(minimumInterval: Double = 0.1) {
        self.minimumInterval = minimumInterval
        (updates, continuation) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Reports progress (called by transports). Dropped when it comes sooner than
    /// ``minimumInterval`` after the previous delivery, unless it completes the transfer.
    /// - Parameter progress: The progress so far.
    public func report(_ progress: TransferProgress) {
        let now = POSIXGlue.monotonicSeconds()
        let deliver = state.withLock { state -> Bool in
            guard !state.finished else { return false }
            let complete = progress.totalBytes.map { progress.completedBytes >= $0 } ?? false
            if let last = state.lastDelivery, now - last < minimumInterval, !complete { return false }
            state.lastDelivery = now
            return true
        }
        if deliver { continuation.yield(progress) }
    }

    /// Ends ``updates`` (called by transports when the transfer ends, however it ends).
    /// - Parameter progress: A last update to deliver whatever the throttle says, if any.
    public func finish(with progress: TransferProgress? = nil) {
        let first = state.withLock { state -> Bool in
            defer { state.finished = true }
            return !state.finished
        }
        guard first else { return }
        if let progress { continuation.yield(progress) }
        continuation.finish()
    }

    public static func == (lhs: TransferProgressReporter, rhs: TransferProgressReporter) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
