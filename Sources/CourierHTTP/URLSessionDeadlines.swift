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
/// `@unchecked Sendable` because `entries`, `nextToken` and `armedFor` are guarded by `lock`.
final class URLSessionDeadlines: @unchecked Sendable {
    /// The deadlines of every transport in the process.
    static let shared = URLSessionDeadlines()

    /// How late a deadline may fire, so that the kernel can coalesce wake-ups.
    private static let leeway = DispatchTimeInterval.milliseconds(10)

    private let lock = NSLock()
    private let queue = DispatchQueue(label: "CourierHTTP.URLSessionTransport.deadlines")
    private let timer: any DispatchSourceTimer
    // Guarded by `lock`:
    private var entries: [Int: Entry] = [:]
    private var nextToken = 0
    /// The uptime, in nanoseconds, the timer is armed for; `UInt64.max` when it is not armed.
    private var armedFor = UInt64.max

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
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Calls `expire` on the timer's queue once `seconds` have passed, unless the deadline is
    /// removed first.
    /// - Returns: The token that removes the deadline.
    func add(after seconds: TimeInterval, expire: @escaping @Sendable () -> Void) -> Int {
        let deadline = Self.uptime(after: seconds)
        lock.lock()
        let token = nextToken
        nextToken &+= 1
        entries[token] = Entry(deadline: deadline, expire: expire)
        if deadline < armedFor {
            armedFor = deadline
            timer.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline), leeway: Self.leeway)
        }
        lock.unlock()
        return token
    }

    /// Drops the deadline of `token`; nothing happens if it already expired.
    func remove(_ token: Int) {
        lock.lock()
        entries[token] = nil
        lock.unlock()
    }

    /// Expires every deadline that is due and re-arms the timer for the earliest one left.
    private func fire() {
        let now = DispatchTime.now().uptimeNanoseconds
        var due: [@Sendable () -> Void] = []
        lock.lock()
        var expired: [Int] = []
        var earliest = UInt64.max
        for (token, entry) in entries {
            if entry.deadline <= now {
                expired.append(token)
                due.append(entry.expire)
            } else {
                earliest = min(earliest, entry.deadline)
            }
        }
        for token in expired { entries[token] = nil }
        armedFor = earliest
        timer.schedule(
            deadline: earliest == .max ? .distantFuture : DispatchTime(uptimeNanoseconds: earliest),
            leeway: Self.leeway
        )
        lock.unlock()
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
