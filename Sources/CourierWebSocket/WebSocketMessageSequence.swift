/// The messages of a ``WebSocketConnection`` as an `AsyncSequence`; see
/// ``WebSocketConnection/messages``.
public struct WebSocketMessageSequence: AsyncSequence, Sendable {
    /// The element type: one complete message.
    public typealias Element = WebSocketMessage

    let connection: any WebSocketConnection

    /// An iterator that calls ``WebSocketConnection/receive()`` until the connection closes.
    public struct AsyncIterator: AsyncIteratorProtocol {
        let connection: any WebSocketConnection
        var isFinished = false

        /// The next message, or `nil` after a normal close.
        ///
        /// - Returns: The next message.
        /// - Throws: The ``WebSocketError`` that ended the connection, or `CancellationError`.
        public mutating func next() async throws -> WebSocketMessage? {
            guard !isFinished else { return nil }
            do {
                return try await connection.receive()
            } catch WebSocketError.closed(let code, _) where code == .normalClosure || code == .goingAway {
                isFinished = true
                return nil
            }
        }
    }

    /// Makes an iterator over the connection's messages.
    ///
    /// - Returns: The iterator.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(connection: connection)
    }
}
