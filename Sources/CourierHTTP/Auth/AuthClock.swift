import CourierSupport
public import Foundation

/// A source of the current time for ``AuthMiddleware``: it decides when a credential has expired
/// and when a refresh falls out of the refresh-limit window. Inject a manual one in tests.
public protocol AuthClock: Sendable {
    /// The current date.
    /// - Returns: Now.
    func now() -> Date
}

/// The system's wall clock.
public struct SystemAuthClock: AuthClock {
    /// Creates the clock.
    public init() {}

    /// The current date.
    /// - Returns: The date now.
    public func now() -> Date { SystemClock.now() }
}
