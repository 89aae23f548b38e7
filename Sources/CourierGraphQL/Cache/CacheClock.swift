import CourierSupport

/// The time source of cache expiry, injectable so that tests need not wait.
public protocol CacheClock: Sendable {
    /// The current time in seconds since 1970.
    ///
    /// - Returns: The time.
    func now() -> Double
}

/// The system's wall clock.
public struct SystemCacheClock: CacheClock {
    /// Creates the clock.
    public init() {}

    /// The current time in seconds since 1970.
    public func now() -> Double { SystemClock.secondsSince1970() }
}
