import Foundation

/// A value guarded by a lock: the one place this module keeps shared mutable state outside an
/// actor, for code that must update it synchronously (cancellation handlers, event monitors).
///
/// `@unchecked Sendable` is sound because `state` is read and written only inside `withLock`,
/// while `lock` (an `NSLock`) is held.
final class HTTPLockedState<State: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// Creates the box holding `state`.
    init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state. `body` must not block or re-enter.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
