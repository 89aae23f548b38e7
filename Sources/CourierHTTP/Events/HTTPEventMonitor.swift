public import Foundation

/// An observer of every attempt that passes an ``EventsMiddleware``: its start and its finish.
///
/// Methods are called synchronously on the request's task, so they must be quick and must not
/// block; hand slow work (writing files, sending metrics) to a queue or task of your own. Both
/// methods have empty default implementations.
public protocol HTTPEventMonitor: Sendable {
    /// Called just before an attempt goes down the chain.
    /// - Parameter event: The request and attempt number.
    func attemptDidStart(_ event: HTTPAttemptStartedEvent)

    /// Called when an attempt has returned a response or thrown.
    /// - Parameter event: The outcome, timing and byte counts.
    func attemptDidFinish(_ event: HTTPAttemptFinishedEvent)
}

extension HTTPEventMonitor {
    /// Does nothing.
    public func attemptDidStart(_ event: HTTPAttemptStartedEvent) {}

    /// Does nothing.
    public func attemptDidFinish(_ event: HTTPAttemptFinishedEvent) {}
}

/// The start of one attempt.
public struct HTTPAttemptStartedEvent: Sendable {
    /// An identifier shared by this attempt's start and finish events.
    public var id: UUID
    /// The request as sent by this attempt.
    public var request: HTTPRequest
    /// The attempt number, starting at 1 (see ``HTTPAttempt``).
    public var attempt: Int

    /// Creates an event.
    /// - Parameters:
    ///   - id: The attempt's identifier.
    ///   - request: The request.
    ///   - attempt: The attempt number.
    public init(id: UUID, request: HTTPRequest, attempt: Int) {
        self.id = id
        self.request = request
        self.attempt = attempt
    }
}

/// The end of one attempt: its response or error, how long it took and how many bytes moved.
public struct HTTPAttemptFinishedEvent: Sendable {
    /// The identifier of the matching ``HTTPAttemptStartedEvent``.
    public var id: UUID
    /// The request as sent by this attempt.
    public var request: HTTPRequest
    /// The attempt number, starting at 1.
    public var attempt: Int
    /// Seconds from start to finish, by a monotonic clock.
    public var duration: TimeInterval
    /// Body bytes sent (header bytes are not counted).
    public var bytesSent: Int
    /// Body bytes received (header bytes are not counted).
    public var bytesReceived: Int
    /// The response, when one arrived (also when an ``HTTPError`` carried one).
    public var response: HTTPResponse?
    /// The error, when the attempt threw.
    public var error: (any Error)?
    /// The transport's timing of the exchange (start, first byte, end, connection phases), when
    /// the transport reports one; ``URLSessionTransport`` does.
    public var transferMetrics: HTTPTransferMetrics?

    /// The response status code, when a response arrived.
    public var statusCode: Int? { response?.statusCode }

    /// Creates an event.
    /// - Parameters:
    ///   - id: The attempt's identifier.
    ///   - request: The request.
    ///   - attempt: The attempt number.
    ///   - duration: Seconds the attempt took.
    ///   - bytesSent: Body bytes sent.
    ///   - bytesReceived: Body bytes received.
    ///   - response: The response, if any.
    ///   - error: The error, if any.
    ///   - transferMetrics: The transport's timing, if it reported one.
    public init(
        id: UUID,
        request: HTTPRequest,
        attempt: Int,
        duration: TimeInterval,
        bytesSent: Int,
        bytesReceived: Int,
        response: HTTPResponse?,
        error: (any Error)?,
        transferMetrics: HTTPTransferMetrics? = nil
    ) {
        self.id = id
        self.request = request
        self.attempt = attempt
        self.duration = duration
        self.bytesSent = bytesSent
        self.bytesReceived = bytesReceived
        self.response = response
        self.error = error
        self.transferMetrics = transferMetrics
    }
}
