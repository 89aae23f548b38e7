public import Foundation

/// On Apple platforms `error.localizedDescription` reads ``errorDescription``; without this
/// conformance an app showing it would print "The operation couldn't be completed".
extension HTTPError: LocalizedError {
    /// The ``description``: phase, message and request (method and redacted URL), no header
    /// values or bodies.
    public var errorDescription: String? { description }

    /// The short ``message`` alone, for an alert's detail line.
    public var failureReason: String? { message }
}
