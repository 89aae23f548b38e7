public import CourierWebSocket
import Foundation

/// What a ``LoopbackWebSocketServer`` does on a connection after the handshake: a closure run on
/// the connection's thread with its ``LoopbackWebSocketPeer``. The connection closes when it
/// returns.
public struct LoopbackWebSocketHandler: Sendable {
    /// The script.
    public let run: @Sendable (LoopbackWebSocketPeer) -> Void

    /// Creates a handler from a script.
    ///
    /// - Parameter run: What to do with the connection; blocking calls are fine.
    public init(_ run: @escaping @Sendable (LoopbackWebSocketPeer) -> Void) {
        self.run = run
    }

    /// Echoes every message and answers the client's close.
    public static let echo = LoopbackWebSocketHandler { peer in peer.echoUntilClosed() }

    /// Echoes every message, answering pings only when `answersPings`.
    ///
    /// - Parameter answersPings: Whether pings get pongs.
    /// - Returns: The handler.
    public static func echo(answersPings: Bool) -> LoopbackWebSocketHandler {
        LoopbackWebSocketHandler { peer in
            peer.answersPings = answersPings
            peer.echoUntilClosed()
        }
    }

    /// Echoes every message in fragments of `pieceSize` bytes, with a ping between fragments.
    ///
    /// - Parameter pieceSize: Payload bytes per fragment.
    /// - Returns: The handler.
    public static func fragmentedEcho(pieceSize: Int) -> LoopbackWebSocketHandler {
        LoopbackWebSocketHandler { peer in
            while let event = peer.receive() {
                switch event {
                case .message(let message):
                    guard peer.sendFragmented(message, pieceSize: pieceSize, pingBetween: true) else { return }
                case .close(let payload): return peer.answerClose(payload)
                }
            }
        }
    }

    /// Sends `count` text messages (`"message 1"`, `"message 2"`, …), then echoes.
    ///
    /// - Parameter count: How many messages.
    /// - Returns: The handler.
    public static func sendMessages(_ count: Int) -> LoopbackWebSocketHandler {
        LoopbackWebSocketHandler { peer in
            for index in 0..<max(count, 0) {
                guard peer.send(.text("message \(index + 1)")) else { return }
            }
            peer.echoUntilClosed()
        }
    }

    /// Sends `count` messages, then drops the TCP connection without a close frame.
    ///
    /// - Parameter count: How many messages before the drop.
    /// - Returns: The handler.
    public static func dropAfter(messages count: Int) -> LoopbackWebSocketHandler {
        LoopbackWebSocketHandler { peer in
            for index in 0..<max(count, 0) {
                guard peer.send(.text("message \(index + 1)")) else { return }
            }
            peer.drop()
        }
    }

    /// Sends `bytes` as they are (e.g. a malformed frame), then waits for the client's close.
    ///
    /// - Parameter bytes: The raw bytes.
    /// - Returns: The handler.
    public static func sendRaw(_ bytes: [UInt8]) -> LoopbackWebSocketHandler {
        LoopbackWebSocketHandler { peer in
            guard peer.sendRaw(bytes) else { return }
            peer.echoUntilClosed()
        }
    }

    /// Sends one binary message of `byteCount` bytes, then echoes.
    ///
    /// - Parameter byteCount: The message size.
    /// - Returns: The handler.
    public static func sendOversized(byteCount: Int) -> LoopbackWebSocketHandler {
        LoopbackWebSocketHandler { peer in
            guard peer.send(.data(Data(repeating: 0x5A, count: byteCount))) else { return }
            peer.echoUntilClosed()
        }
    }

    /// Closes at once with `code` and `reason`, then waits for the client's answer.
    ///
    /// - Parameters:
    ///   - code: The close code.
    ///   - reason: The reason.
    /// - Returns: The handler.
    public static func close(code: WebSocketCloseCode, reason: String = "") -> LoopbackWebSocketHandler {
        LoopbackWebSocketHandler { peer in peer.close(code: code, reason: reason) }
    }
}

extension LoopbackWebSocketPeer {
    /// Echoes messages until the client closes (answered) or goes away.
    public func echoUntilClosed() {
        while let event = receive() {
            switch event {
            case .message(let message): guard send(message) else { return }
            case .close(let payload): return answerClose(payload)
            }
        }
    }
}
