public import Foundation

/// A response whose body arrives in chunks: the head (status and header fields, empty body) and
/// the body as an `AsyncThrowingStream`.
///
/// The body stream is unicast and buffers the chunks that arrive before the consumer asks for
/// them (bounded by the transport's byte limit). It finishes at the end of the body and throws an
/// ``HTTPError`` when the exchange fails or the limit is crossed. Cancelling the consuming task,
/// or dropping the stream, cancels the exchange.
public struct HTTPStreamingResponse: Sendable {
    /// The status and header fields; `body` is empty.
    public var head: HTTPResponse
    /// The body, chunk by chunk.
    public var body: AsyncThrowingStream<Data, any Error>

    /// Creates a streaming response.
    ///
    /// - Parameters:
    ///   - head: The status and header fields.
    ///   - body: The body chunks.
    public init(head: HTTPResponse, body: AsyncThrowingStream<Data, any Error>) {
        self.head = head
        self.body = body
    }
}

/// A transport whose responses stream: for multipart subscriptions and `@defer`, where parts
/// arrive over minutes.
///
/// Distinct from ``HTTPTransport`` (a capability of its own, per the conventions): a request
/// transport collects a bounded body, a streaming transport hands chunks on as they come.
public protocol HTTPStreamingTransport: Sendable {
    /// Sends `request` and returns as soon as the response head has arrived.
    ///
    /// - Parameter request: The request.
    /// - Returns: The head and the body stream.
    /// - Throws: ``HTTPError`` (`.transport`, `.timeout`, `.cancelled`, `.invalidRequest`) when no
    ///   head arrives.
    func stream(_ request: HTTPRequest) async throws -> HTTPStreamingResponse
}
