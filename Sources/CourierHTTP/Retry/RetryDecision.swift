public import Foundation

/// What a ``RetryPolicy`` says to do after an attempt.
public enum RetryDecision: Sendable, Hashable {
    /// Send the request again after waiting this many seconds.
    case retry(after: TimeInterval)
    /// Hand the last outcome back to the caller.
    case stop
}
