import CourierSupport

/// A way to wait, injected where code must pause (retry back-off) so tests can record the delays
/// instead of waiting for them.
public protocol Sleeper: Sendable {
    /// Suspends the calling task for `seconds`.
    /// - Parameter seconds: How long to wait; zero or less returns at once.
    /// - Throws: `CancellationError` when the calling task is cancelled before or while waiting.
    func sleep(seconds: Double) async throws
}

/// A ``Sleeper`` that waits with `Task.sleep(nanoseconds:)`, ending early with
/// `CancellationError` when the task is cancelled.
public struct TaskSleeper: Sleeper {
    /// Creates the sleeper.
    public init() {}

    /// Waits for `seconds` (capped at about 30 years; NaN counts as zero).
    /// - Parameter seconds: How long to wait.
    /// - Throws: `CancellationError` when the task is cancelled.
    public func sleep(seconds: Double) async throws {
        try await SystemClock.sleep(seconds: seconds)
    }
}
