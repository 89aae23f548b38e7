import CourierSupport
package import Foundation

/// A debug registry of the waits that are parked until something else resumes them: a
/// continuation handed to a reader thread, a stream consumer waiting for its next element.
///
/// A continuation that is never resumed is a call that never returns; the registry says which
/// one. Each wait calls ``enter(_:file:line:)`` before it parks and ``leave(_:)`` once it
/// returns; a stress harness's watchdog calls ``pending(scope:)`` or ``report(scope:)`` when
/// progress stops. Entries carry the ``scope`` task-local of the task that entered them, so that
/// a harness running beside other tests in the same process sees only its own waits.
///
/// Only debug builds (`DEBUG`, which includes the sanitizer builds) record anything: in a
/// release build ``enter(_:file:line:)`` and ``leave(_:)`` do nothing and the registry stays
/// empty, so the release hot path takes no lock for it. The registry is process-wide by nature
/// (it is what a watchdog dumps); its state lives behind one private lock.
package enum PendingContinuations {
    /// A parked wait as the registry shows it.
    package struct Entry: Sendable, CustomStringConvertible {
        /// The registry's number for the wait, in the order the waits were entered.
        package let id: UInt64
        /// What waits, and for what (`"POSIXWebSocket.receive #3"`).
        package let label: String
        /// The ``PendingContinuations/scope`` of the task that entered the wait.
        package let scope: String?
        /// Where the wait was entered.
        package let location: String
        /// When the wait was entered.
        package let since: Date

        /// One line: label, age, location, scope.
        package var description: String {
            let age = String(format: "%.1f", Date().timeIntervalSince(since))
            return "\(label) — pending \(age) s, entered at \(location)" + (scope.map { " [\($0)]" } ?? "")
        }
    }

    /// The handle of an entered wait; give it to ``leave(_:)``.
    package struct Token: Sendable {
        let id: UInt64
    }

    /// The label of the current task's work, recorded with each wait it enters (a harness sets it
    /// around one cycle).
    @TaskLocal package static var scope: String?

    /// Whether this build records waits (debug builds only).
    package static var isRecording: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// Records a wait that is about to park.
    ///
    /// - Parameters:
    ///   - label: What waits; evaluated only in debug builds.
    ///   - file: The file that parks.
    ///   - line: The line that parks.
    /// - Returns: The token to leave the wait with.
    @inline(__always)
    package static func enter(_ label: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line)
        -> Token
    {
        #if DEBUG
        registry.enter(label: label(), scope: scope, location: "\(file):\(line)")
        #else
        Token(id: 0)
        #endif
    }

    /// Removes a wait that returned.
    ///
    /// - Parameter token: What ``enter(_:file:line:)`` returned.
    @inline(__always)
    package static func leave(_ token: Token) {
        #if DEBUG
        registry.leave(token)
        #endif
    }

    /// The waits still parked, oldest first.
    ///
    /// - Parameter scope: Only the waits entered under a scope that starts with this one (a
    ///   run's scope covers its cycles' scopes), or every wait when `nil`.
    /// - Returns: The entries.
    package static func pending(scope: String? = nil) -> [Entry] {
        registry.pending.filter { entry in scope.map { entry.scope?.hasPrefix($0) == true } ?? true }
    }

    /// The waits still parked, one per line, for a watchdog's failure message.
    ///
    /// - Parameter scope: Only the waits entered under a scope that starts with this one, or
    ///   every wait when `nil`.
    /// - Returns: The lines, or a sentence saying there are none (or that this build records none).
    package static func report(scope: String? = nil) -> String {
        guard isRecording else { return "no waits recorded: a release build does not record them" }
        let entries = pending(scope: scope)
        guard !entries.isEmpty else { return "no wait pending" }
        return entries.map { "  " + $0.description }.joined(separator: "\n")
    }

    private static let registry = Registry()

    /// The entries behind one lock (`state`).
    private final class Registry: Sendable {
        private struct State {
            var nextID: UInt64 = 1
            var entries: [UInt64: Entry] = [:]
        }

        private let state = Locked(State())

        func enter(label: String, scope: String?, location: String) -> Token {
            let now = Date()
            return state.withLock { state in
                let id = state.nextID
                state.nextID += 1
                state.entries[id] = Entry(id: id, label: label, scope: scope, location: location, since: now)
                return Token(id: id)
            }
        }

        func leave(_ token: Token) {
            state.withLock { _ = $0.entries.removeValue(forKey: token.id) }
        }

        var pending: [Entry] {
            state.withLock { $0.entries.values.sorted { $0.id < $1.id } }
        }
    }
}
