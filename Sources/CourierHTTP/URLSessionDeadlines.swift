import CourierSupport
import Dispatch
import Foundation

/// The whole-exchange deadlines of every ``URLSessionExchange`` in flight, on one dispatch timer.
///
/// A timer source per exchange costs a kernel timer set-up, a cancellation and a cancel-handler
/// hop on every request, although almost no request ever times out. Here adding a deadline only
/// re-arms the shared timer when it is earlier than the one the timer is armed for (never, in the
/// usual case of one timeout for every request); removing one only drops it from a dictionary. When
/// the timer fires it expires what is due and re-arms itself for the earliest deadline left, so a
/// deadline that was removed costs at most one early wake-up.
///
/// `@unchecked Sendable` because the deadlines, the next token and the armed-for time live in one
/// lock box, `state`, and `timer` (a dispatch source, not marked `Sendable`) is only re-armed
/// inside that box's lock, so that arming follows the order of the changes.
final class URLSessionDeadlines: @unchecked Sendable {
    /// The deadlines of every transport in the process.
    static let shared = URLSessionDeadlines()

    /// How late a deadline may fire, so that the kernel can coalesce wake-ups.
    private static let leeway = DispatchTimeInterval.milliseconds(10)

    private let queue = DispatchQueue(label: "CourierHTTP.URLSessionTransport.deadlines")
    private let timer: any DispatchSourceTimer
    private let state = Locked(State())

    private struct State {
        var entries: [Int: Entry] = [:]
        var nextToken = 0
        /// The uptime, in nanoseconds, the timer is armed for; `UInt64.max` when it is not armed.
        var armedFor = UInt64.max
    }

    private struct Entry {
        var deadline: UInt64
        var expire: @Sendable () -> Void
    }

    init() {
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler { [weak self] in self?.fire() }
        timer.schedule(deadline: .distantFuture)
        timer.resume()
    }

    deinit {
        timer.cancel()
    }

    /// The number of deadlines not yet removed or expired (for tests).
    var count: Int {
        state.withLock { $0.entries.count }
    }

    /// Calls `expire` on the timer's queue once `seconds` have passed, unless the deadline is
    /// removed first.
    /// - Returns: The token that removes the deadline.
    func add(after seconds: TimeInterval, expire: @escaping @Sendable () -> Void) -> Int {
        let deadline = Self.uptime(after: seconds)
        return state.withLock { state in
            let token = state.nextToken
            state.nextToken &+= 1
            state.entries[token] = Entry(deadline: deadline, expire: expire)
            if deadline < state.armedFor {
                state.armedFor = deadline
                timer.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline), leeway: Self.leeway)
            }
            return token
        }
    }

    /// Drops the deadline of `token`; nothing happens if it already expired.
    func remove(_ token: Int) {
        state.withLock { $0.entries[token] = nil }
    }

    /// Expires every deadline that is due and re-arms the timer for the earliest one left.
    private func fire() {
        let now = DispatchTime.now().uptimeNanoseconds
        let due = state.withLock { state -> [@Sendable () -> Void] in
            var due: [@Sendable () -> Void] = []
            var expired: [Int] = []
            var earliest = UInt64.max
            for (token, entry) in state.entries {
                if entry.deadline <= now {
                    expired.append(token)
                    due.append(entry.expire)
                } else {
                    earliest = min(earliest, entry.deadline)
                }
            }
            for token in expired { state.entries[token] = nil }
            state.armedFor = earliest
            timer.schedule(
                deadline: earliest == .max ? .distantFuture : DispatchTime(uptimeNanoseconds: earliest),
                leeway: Self.leeway
            )
            return due
        }
        for expire in due { expire() }
    }

    /// The uptime `seconds` from now, in nanoseconds, saturating instead of overflowing.
    private static func uptime(after seconds: TimeInterval) -> UInt64 {
        let now = DispatchTime.now().uptimeNanoseconds
        guard seconds > 0 else { return now }
        let nanoseconds = seconds * 1e9
        guard nanoseconds < Double(UInt64.max - now) else { return .max - 1 }
        return now + UInt64(nanoseconds)
    }
}
