public import Foundation

/// A fault the mock server injects into the next GraphQL requests, to exercise a client's retry
/// and error paths.
public enum MockServerFault: Sendable, Hashable {
    /// Answer with this HTTP status (and a `Retry-After` of that many seconds, if given) and an
    /// empty body.
    case httpStatus(Int, retryAfter: Int?)
    /// Drop the connection without an answer (in process: a transport error).
    case dropConnection
    /// Wait this many seconds, then answer normally.
    case delay(TimeInterval)
    /// Answer 200 with these messages as request errors and no `data`.
    case requestErrors([String])

    /// `503 Service Unavailable` with `Retry-After`.
    /// - Parameter retryAfter: Seconds the client should wait, if any.
    /// - Returns: The fault.
    public static func unavailable(retryAfter: Int? = nil) -> MockServerFault {
        .httpStatus(503, retryAfter: retryAfter)
    }
}
