/// A handle that cancels work started by a callback-style API.
public protocol Cancellable: Sendable {
    /// Cancels the work; the callback then receives a cancellation error, if it has not run yet.
    func cancel()
}

/// A ``Cancellable`` that cancels an unstructured task.
public struct TaskCancellable: Cancellable {
    private let cancelTask: @Sendable () -> Void

    /// Wraps `task`.
    public init<Success, Failure>(_ task: Task<Success, Failure>) {
        cancelTask = { task.cancel() }
    }

    /// Cancels the task.
    public func cancel() { cancelTask() }
}
