public import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// When and how long to wait before re-sending a request: a pure value with no I/O of its own.
///
/// ``decision(for:request:outcome:)`` looks at one attempt's outcome and answers
/// ``RetryDecision/retry(after:)`` or ``RetryDecision/stop``. It retries only when all hold:
/// - fewer than ``maxAttempts`` attempts have been made;
/// - the request's `isIdempotent` is `true` (a `POST` is never re-sent unless its caller says so);
/// - the outcome is retryable: a response whose status is in ``retryableStatusCodes``, an
///   ``HTTPError`` of kind ``HTTPError/Kind/transport`` or ``HTTPError/Kind/timeout`` (or
///   ``HTTPError/Kind/httpStatus(_:)`` with a retryable code), or a `URLError` whose code is in
///   ``retryableURLErrorCodes``. Cancellation, in any form, is never retried.
///
/// The wait is exponential — ``initialDelay`` × ``multiplier``^(attempt − 1), at most
/// ``maxDelay`` — with ``jitter`` drawn from ``random``. A valid `Retry-After` header on the
/// response replaces the back-off when ``honorsRetryAfter`` is set, capped at ``maxRetryAfter``.
public struct RetryPolicy: Sendable {
    /// How randomness spreads the back-off delay, so many clients do not retry in lock-step.
    public enum Jitter: Sendable, Hashable {
        /// The exact exponential delay.
        case none
        /// A uniformly random delay between zero and the exponential delay.
        case full
        /// Half the exponential delay plus a random part of the other half.
        case equal
    }

    /// The most attempts in all, the first one included; `1` disables retrying.
    public var maxAttempts: Int
    /// The delay before the first retry, in seconds, before jitter.
    public var initialDelay: TimeInterval
    /// The factor by which the delay grows with each further retry.
    public var multiplier: Double
    /// The longest back-off delay, in seconds, before jitter.
    public var maxDelay: TimeInterval
    /// How the back-off delay is randomised.
    public var jitter: Jitter
    /// The response status codes worth retrying.
    public var retryableStatusCodes: Set<Int>
    /// The `URLError` codes worth retrying: transient network failures.
    public var retryableURLErrorCodes: Set<URLError.Code>
    /// Whether a `Retry-After` header (delta-seconds or HTTP-date) sets the delay.
    public var honorsRetryAfter: Bool
    /// The longest delay, in seconds, a `Retry-After` header may impose.
    public var maxRetryAfter: TimeInterval
    /// A source of uniformly distributed numbers in `0..<1`, for jitter.
    public var random: @Sendable () -> Double
    /// The current time, for `Retry-After` dates.
    public var now: @Sendable () -> Date

    /// The status codes retried by default: 408, 429, 500, 502, 503, 504.
    public static let defaultRetryableStatusCodes: Set<Int> = [408, 429, 500, 502, 503, 504]

    /// The `URLError` codes retried by default: time-outs, lost or missing connections and DNS
    /// failures.
    public static let defaultRetryableURLErrorCodes: Set<URLError.Code> = [
        .timedOut, .networkConnectionLost, .cannotConnectToHost, .notConnectedToInternet,
        .dnsLookupFailed, .cannotFindHost, .resourceUnavailable, .cannotLoadFromNetwork,
    ]

    /// Creates a policy.
    /// - Parameters:
    ///   - maxAttempts: The most attempts in all; values below 1 count as 1. 3 by default.
    ///   - initialDelay: The first back-off delay in seconds; 0.5 by default.
    ///   - multiplier: The growth factor per retry; 2 by default.
    ///   - maxDelay: The cap on the back-off delay in seconds; 30 by default.
    ///   - jitter: How the delay is randomised; ``Jitter/full`` by default.
    ///   - retryableStatusCodes: Status codes to retry; ``defaultRetryableStatusCodes`` by default.
    ///   - retryableURLErrorCodes: `URLError` codes to retry; ``defaultRetryableURLErrorCodes`` by default.
    ///   - honorsRetryAfter: Whether `Retry-After` sets the delay; `true` by default.
    ///   - maxRetryAfter: The cap on a `Retry-After` delay in seconds; 60 by default.
    ///   - random: Numbers in `0..<1` for jitter; the system generator by default.
    ///   - now: The clock for `Retry-After` dates; `Date()` by default.
    public init(
        maxAttempts: Int = 3,
        initialDelay: TimeInterval = 0.5,
        multiplier: Double = 2,
        maxDelay: TimeInterval = 30,
        jitter: Jitter = .full,
        retryableStatusCodes: Set<Int> = RetryPolicy.defaultRetryableStatusCodes,
        retryableURLErrorCodes: Set<URLError.Code> = RetryPolicy.defaultRetryableURLErrorCodes,
        honorsRetryAfter: Bool = true,
        maxRetryAfter: TimeInterval = 60,
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.initialDelay = initialDelay
        self.multiplier = multiplier
        self.maxDelay = maxDelay
        self.jitter = jitter
        self.retryableStatusCodes = retryableStatusCodes
        self.retryableURLErrorCodes = retryableURLErrorCodes
        self.honorsRetryAfter = honorsRetryAfter
        self.maxRetryAfter = maxRetryAfter
        self.random = random
        self.now = now
    }

    /// A policy that never retries.
    public static var never: RetryPolicy { RetryPolicy(maxAttempts: 1) }

    /// What to do after an attempt.
    /// - Parameters:
    ///   - attempt: The number of the attempt that just ended, starting at 1.
    ///   - request: The request that was sent.
    ///   - outcome: Its response or error.
    /// - Returns: ``RetryDecision/retry(after:)`` with the delay in seconds, or ``RetryDecision/stop``.
    public func decision(
        for attempt: Int,
        request: HTTPRequest,
        outcome: Result<HTTPResponse, any Error>
    ) -> RetryDecision {
        guard attempt < maxAttempts, request.isIdempotent else { return .stop }
        guard case .retryable(let response) = classify(outcome) else { return .stop }
        if honorsRetryAfter,
            let value = response?.headerFields["Retry-After"],
            let requested = RetryAfter.delay(from: value, now: now())
        {
            return .retry(after: min(requested, max(0, maxRetryAfter)))
        }
        return .retry(after: backoff(after: attempt))
    }

    /// The back-off delay after attempt `attempt`, jitter included.
    /// - Parameter attempt: The number of the attempt that just ended, starting at 1.
    /// - Returns: The delay in seconds, between zero and ``maxDelay``.
    public func backoff(after attempt: Int) -> TimeInterval {
        let exponent = Double(max(0, attempt - 1))
        let raw = initialDelay * pow(multiplier, exponent)
        // An overflowing or NaN product means "as long as allowed".
        let capped = raw.isFinite ? min(max(0, raw), maxDelay) : max(0, maxDelay)
        let unit = min(max(random(), 0), 1)
        switch jitter {
        case .none: return capped
        case .full: return capped * unit
        case .equal: return capped / 2 + capped / 2 * unit
        }
    }
}
