package import Foundation

/// The system's clocks and the one way the package waits, behind the injectable public clocks
/// (`SystemAuthClock`, `SystemCacheClock`) and sleeper (`TaskSleeper`) that tests replace.
package enum SystemClock {
    /// The wall-clock date now.
    package static func now() -> Date {
        Date()
    }

    /// The wall-clock time now, in seconds since 1970.
    package static func secondsSince1970() -> Double {
        Date().timeIntervalSince1970
    }

    /// Suspends the calling task for `seconds` (capped at about 30 years; NaN counts as zero).
    ///
    /// - Parameter seconds: How long to wait; zero or less returns at once.
    /// - Throws: `CancellationError` when the task is cancelled before or while waiting.
    package static func sleep(seconds: Double) async throws {
        guard seconds > 0 else { return try Task.checkCancellation() }
        let capped = min(seconds, 1e9)
        try await Task.sleep(nanoseconds: UInt64(capped * 1_000_000_000))
    }
}
