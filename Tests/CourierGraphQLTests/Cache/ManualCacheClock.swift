import CourierGraphQL
import Foundation

/// A clock tests move by hand.
final class ManualCacheClock: CacheClock, @unchecked Sendable {
    // `lock` guards `time`.
    private let lock = NSLock()
    private var time: Double

    init(_ time: Double = 1_000_000) { self.time = time }

    func now() -> Double { lock.withLock { time } }

    func advance(by seconds: Double) { lock.withLock { time += seconds } }
}
