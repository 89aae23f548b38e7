import Foundation
import Testing

@testable import CourierHTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The shared deadline timer of URLSessionTransport's exchanges, and the transport's default
/// session configuration.
@Suite("URLSessionDeadlines")
struct URLSessionDeadlinesTests {
    /// A thread-safe counter of expiries. `@unchecked Sendable` because `value` is guarded by `lock`.
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
        func increment() {
            lock.lock()
            value += 1
            lock.unlock()
        }
    }

    @Test("a deadline expires once, after its interval, and leaves nothing behind")
    func expiresOnce() async {
        let deadlines = URLSessionDeadlines()
        let expired = Counter()
        let start = URLSessionTestSupport.now()
        _ = deadlines.add(after: 0.1) { expired.increment() }
        #expect(deadlines.count == 1)
        #expect(await URLSessionTestSupport.eventually(timeout: 10) { expired.count == 1 })
        #expect(URLSessionTestSupport.now() - start >= 0.09)
        try? await Task.sleep(nanoseconds: 200_000_000)
        #expect(expired.count == 1)
        #expect(deadlines.count == 0)
    }

    @Test("a removed deadline never expires, while the others still do")
    func removedNeverExpires() async {
        let deadlines = URLSessionDeadlines()
        let removed = Counter()
        let kept = Counter()
        let token = deadlines.add(after: 0.05) { removed.increment() }
        _ = deadlines.add(after: 0.2) { kept.increment() }
        deadlines.remove(token)
        #expect(await URLSessionTestSupport.eventually(timeout: 10) { kept.count == 1 })
        #expect(removed.count == 0)
        #expect(deadlines.count == 0)
    }

    @Test("an earlier deadline added after a later one re-arms the timer")
    func earlierDeadlineRearms() async {
        let deadlines = URLSessionDeadlines()
        let late = Counter()
        let early = Counter()
        _ = deadlines.add(after: 60) { late.increment() }
        _ = deadlines.add(after: 0.05) { early.increment() }
        #expect(await URLSessionTestSupport.eventually(timeout: 10) { early.count == 1 })
        #expect(late.count == 0)
        #expect(deadlines.count == 1)
    }

    @Test("deadlines expire in any order of adding, each at its own time")
    func manyDeadlines() async {
        let deadlines = URLSessionDeadlines()
        let expired = Counter()
        for delay in [0.3, 0.1, 0.2, 0.05, 0.25] {
            _ = deadlines.add(after: delay) { expired.increment() }
        }
        #expect(await URLSessionTestSupport.eventually(timeout: 10) { expired.count == 5 })
        #expect(deadlines.count == 0)
    }

    @Test("the default session configuration has no URLCache; one passed in is kept as it is")
    func defaultConfigurationHasNoCache() {
        #expect(URLSessionTransport.Configuration().sessionConfiguration.urlCache == nil)
        #expect(URLSessionTransport.Configuration.defaultSessionConfiguration().urlCache == nil)
        let own = URLSessionConfiguration.ephemeral
        let cache = URLCache(memoryCapacity: 1024, diskCapacity: 0, diskPath: nil)
        own.urlCache = cache
        #expect(URLSessionTransport.Configuration(sessionConfiguration: own).sessionConfiguration.urlCache === cache)
    }
}
