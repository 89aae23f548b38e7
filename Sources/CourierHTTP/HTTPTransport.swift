/// A transport that sends one HTTP request and returns its response.
///
/// Implementations: ``URLSessionTransport`` for the network, mock transports in `CourierTesting`,
/// and ``MiddlewareTransport``, which wraps another transport in middleware.
///
/// A transport returns any response it receives, whatever its status; it throws ``HTTPError``
/// only when no complete response arrived (connection failure, timeout, cancellation, a body over
/// the size limit). Judging status codes is left to the layers above.
public protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the response.
    /// - Parameter request: The request to send.
    /// - Returns: The response, whatever its status code.
    /// - Throws: ``HTTPError`` when no complete response could be obtained; cancelling the calling
    ///   task cancels the exchange and throws an error of kind ``HTTPError/Kind/cancelled``.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}
