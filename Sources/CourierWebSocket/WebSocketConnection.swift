public import Foundation

/// A client WebSocket connection: one handshake, then messages both ways until a close.
///
/// Implementations: ``POSIXWebSocketConnection`` (Courier's own RFC 6455 client, `ws://` only)
/// everywhere, and `URLSessionWebSocketConnection` on Apple platforms.
///
/// Receiving is unicast: each message goes to exactly one ``receive()`` call, in order; messages
/// that arrive while nobody is receiving are buffered (bounded by the peer's flow control: the
/// reader keeps reading, so a consumer that never receives lets the buffer grow).
public protocol WebSocketConnection: Sendable {
    /// The subprotocol the server chose from those requested, once connected (`nil` when it
    /// chose none).
    var negotiatedSubprotocol: String? { get }

    /// Opens the connection and performs the opening handshake.
    ///
    /// - Throws: ``WebSocketError`` (`.connectFailed`, `.handshakeFailed`, `.badAcceptValue`,
    ///   `.timeout`, `.tlsUnsupported`, …) or `CancellationError`.
    func connect() async throws

    /// Sends a text message in one frame.
    ///
    /// - Parameter text: The message.
    /// - Throws: ``WebSocketError`` when the connection is not open or the write fails.
    func send(text: String) async throws

    /// Sends a binary message in one frame.
    ///
    /// - Parameter data: The message.
    /// - Throws: ``WebSocketError`` when the connection is not open or the write fails.
    func send(data: Data) async throws

    /// The next message, waiting for one to arrive.
    ///
    /// Cancelling the calling task ends the wait with `CancellationError` and leaves the
    /// connection open; no message is lost.
    ///
    /// - Returns: The next complete message.
    /// - Throws: ``WebSocketError/closed(code:reason:)`` after a close handshake, or the error
    ///   that ended the connection; `CancellationError` when the task is cancelled.
    func receive() async throws -> WebSocketMessage

    /// The next message, waiting for one to arrive, and then every message already queued
    /// behind it (at most `maximumCount` in all), without waiting again: a burst in one call.
    ///
    /// Errors and cancellation as ``receive()``; a failure after the first message is reported
    /// by the next call, so no message is lost or reordered. The default implementation returns
    /// one message (``receive()``); ``POSIXWebSocketConnection`` drains its queue.
    ///
    /// - Parameter maximumCount: The most messages to return (at least one is).
    /// - Returns: One or more messages, in order.
    /// - Throws: As ``receive()``.
    func receiveAvailable(maximumCount: Int) async throws -> [WebSocketMessage]

    /// Sends a ping and waits for the matching pong.
    ///
    /// - Parameter timeout: Seconds to wait for the pong.
    /// - Throws: ``WebSocketError/timeout`` when no pong arrives in time; other
    ///   ``WebSocketError``s when the connection ends.
    func ping(timeout: Double) async throws

    /// Starts (or completes) the close handshake and waits until the connection is released.
    ///
    /// Safe to call more than once and after the connection dropped. Pending ``receive()``
    /// calls end with ``WebSocketError/closed(code:reason:)``.
    ///
    /// - Parameters:
    ///   - code: The close code to send; must satisfy ``WebSocketCloseCode/isSendable``.
    ///   - reason: A short UTF-8 reason (at most 123 bytes; longer reasons are truncated).
    func close(code: WebSocketCloseCode, reason: String) async
}

extension WebSocketConnection {
    /// One message: ``receive()``.
    ///
    /// - Parameter maximumCount: Ignored; one message is returned.
    /// - Returns: The next message.
    /// - Throws: As ``receive()``.
    public func receiveAvailable(maximumCount: Int) async throws -> [WebSocketMessage] {
        [try await receive()]
    }

    /// Sends a binary message in one frame.
    ///
    /// - Parameter data: The message.
    /// - Throws: ``WebSocketError`` when the connection is not open or the write fails.
    public func send(data: some Sequence<UInt8>) async throws {
        try await send(data: Data(data))
    }

    /// Closes with 1000 (normal closure) and no reason.
    public func close() async {
        await close(code: .normalClosure, reason: "")
    }

    /// The incoming messages as an `AsyncSequence` over ``receive()``.
    ///
    /// Unicast, no replay: each iteration takes messages from the same queue as ``receive()``.
    /// The sequence finishes after a normal close (1000 or 1001 from either side) and throws
    /// the error that ended the connection otherwise. Cancelling the consuming task ends the
    /// iteration with `CancellationError`; the connection stays open.
    public var messages: WebSocketMessageSequence { WebSocketMessageSequence(connection: self) }
}
