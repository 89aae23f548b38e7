import Foundation

/// A value guarded by a lock, for state that threads and tasks share and that must be updated
/// synchronously (cancellation handlers, URLSession callbacks, socket threads, event monitors).
///
/// The one lock box of the package: `Synchronization.Mutex` needs iOS 18 / macOS 15, so this
/// wraps an `NSLock`. `@unchecked Sendable` is sound because `state` is read and written only
/// inside ``withLock(_:)``, while `lock` is held.
///
/// Give it real state (the thing the lock protects, even if only a descriptor), not `()`:
/// ThreadSanitizer places the zero-sized accesses of an empty state at the address just past the
/// box, which can be the next box, and reports a race between two unrelated locks.
package final class Locked<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    /// Creates the box holding `state`.
    ///
    /// - Parameter state: The initial state.
    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state.
    ///
    /// `body` must not block, suspend or call ``withLock(_:)`` on the same box again: the lock
    /// is not re-entrant.
    ///
    /// - Parameter body: The work on the state.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws; the lock is released either way.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}
