/// How a WebSocket subscription transport reconnects after a dropped connection: exponential
/// back-off with jitter and an optional cap on attempts.
///
/// The delay before attempt `n` (1-based) is `min(maximumDelay, initialDelay × multiplier^(n-1))`,
/// reduced by up to `jitter` × itself using ``random``.
public struct ReconnectPolicy: Sendable {
    /// The most consecutive reconnection attempts before giving up; `nil` retries for ever.
    public var maximumAttempts: Int?
    /// Seconds before the first attempt (default 0.5).
    public var initialDelay: Double
    /// The factor between successive delays (default 2).
    public var multiplier: Double
    /// The longest delay in seconds (default 30).
    public var maximumDelay: Double
    /// The fraction of a delay that is randomised away (0 … 1; default 0.2).
    public var jitter: Double
    /// A source of numbers in 0 ..< 1 for the jitter (inject a constant in tests).
    public var random: @Sendable () -> Double

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - maximumAttempts: The cap on consecutive attempts; `nil` for none.
    ///   - initialDelay: Seconds before the first attempt.
    ///   - multiplier: The growth factor.
    ///   - maximumDelay: The longest delay.
    ///   - jitter: The randomised fraction.
    ///   - random: A source of numbers in 0 ..< 1.
    public init(
        maximumAttempts: Int? = 10,
        initialDelay: Double = 0.5,
        multiplier: Double = 2,
        maximumDelay: Double = 30,
        jitter: Double = 0.2,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }
    ) {
        self.maximumAttempts = maximumAttempts
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maximumDelay = maximumDelay
        self.jitter = jitter
        self.random = random
    }

    /// A policy that never reconnects: a dropped connection fails every subscription.
    public static var never: ReconnectPolicy { ReconnectPolicy(maximumAttempts: 0) }

    /// Whether attempt `attempt` (1-based) is allowed.
    ///
    /// - Parameter attempt: The attempt number.
    /// - Returns: `true` when within ``maximumAttempts``.
    public func allows(attempt: Int) -> Bool {
        guard let maximumAttempts else { return true }
        return attempt <= maximumAttempts
    }

    /// The delay in seconds before attempt `attempt` (1-based).
    ///
    /// - Parameter attempt: The attempt number.
    /// - Returns: The delay, never negative.
    public func delay(beforeAttempt attempt: Int) -> Double {
        let exponent = Double(max(attempt - 1, 0))
        let base = min(maximumDelay, initialDelay * pow(multiplier, exponent))
        let spread = min(max(jitter, 0), 1) * min(max(random(), 0), 1)
        return max(0, base * (1 - spread))
    }

    private func pow(_ base: Double, _ exponent: Double) -> Double {
        var result = 1.0
        var remaining = Int(min(exponent, 64))
        while remaining > 0 {
            result *= base
            remaining -= 1
        }
        return result
    }
}
