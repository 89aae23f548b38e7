import CourierSupport
public import CourierWebSocket
import Foundation

/// The server's end of one loopback WebSocket connection, handed to a
/// ``LoopbackWebSocketHandler`` on the connection's thread. Every call blocks that thread.
///
/// Not `Sendable`: it belongs to its connection's thread. Writes are serialized by a lock, so a
/// handler that hands sending to other threads (behind its own `Sendable` box) while this thread
/// receives — and answers pings — never interleaves two frames.
public final class LoopbackWebSocketPeer {
    /// What the client sent.
    public enum Event: Sendable, Hashable {
        /// A complete message.
        case message(WebSocketMessage)
        /// The client's close frame (already recorded by the server, not yet answered).
        case close(WebSocketClosePayload)
    }

    /// The subprotocol chosen in the handshake, if any.
    public internal(set) var subprotocol: String?
    /// Whether ``receive()`` answers pings with pongs (from ``LoopbackWebSocketServer/Options``).
    public var answersPings: Bool

    let fd: Int32
    private let core: LoopbackWebSocketServerCore
    private var parser: WebSocketFrameParser
    private var assembler: WebSocketMessageAssembler
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var handshakeBytes: [UInt8] = []
    /// Serializes writes to the socket, whose descriptor it holds (a box with no state, `Locked(())`,
    /// makes ThreadSanitizer see its zero-sized accesses at the address of the next allocation).
    private let writer: Locked<Int32>

    init(fd: Int32, core: LoopbackWebSocketServerCore) {
        self.fd = fd
        self.writer = Locked(fd)
        self.core = core
        answersPings = core.options.answersPings
        parser = WebSocketFrameParser(role: .server, maximumPayloadLength: core.options.maximumMessageSize)
        assembler = WebSocketMessageAssembler(maximumMessageSize: core.options.maximumMessageSize)
    }

    /// Reads the upgrade request head; bytes after it go to the frame parser.
    func readHandshake() -> LoopbackRequest? {
        while true {
            if let end = Self.headEnd(handshakeBytes) {
                var parser = HTTPRequestParser()
                parser.append(handshakeBytes[..<end])
                self.parser.append(handshakeBytes[end...])
                return try? parser.nextRequest()
            }
            guard handshakeBytes.count < 16 * 1024, let bytes = read() else { return nil }
            handshakeBytes += bytes
        }
    }

    /// The next message or close frame, answering pings on the way.
    ///
    /// - Returns: The event, or `nil` when the client went away or broke the protocol (the
    ///   violation is recorded and answered with a close frame).
    public func receive() -> Event? {
        while true {
            do throws(WebSocketProtocolViolation) {
                while let frame = try parser.nextFrame() {
                    switch try assembler.consume(frame) {
                    case .message(let message): return .message(message)
                    case .ping(let payload):
                        if answersPings { send(frame: WebSocketFrame(opcode: .pong, payload: payload)) }
                    case .pong(let payload): core.state.withLock { $0.pongs.append(payload) }
                    case nil: continue
                    case .close(let payload):
                        core.state.withLock { $0.closes.append(payload) }
                        return .close(payload)
                    }
                }
            } catch {
                core.state.withLock { $0.violations.append(error) }
                send(
                    frame: WebSocketFrame(
                        opcode: .close,
                        payload: WebSocketClosePayload(code: error.closeCode, reason: error.description).bytes))
                return nil
            }
            guard let bytes = read() else { return nil }
            parser.append(bytes)
        }
    }

    /// Sends a message in one frame.
    ///
    /// - Parameter message: The message.
    /// - Returns: `false` when the client went away.
    @discardableResult
    public func send(_ message: WebSocketMessage) -> Bool {
        switch message {
        case .text(let text): send(frame: WebSocketFrame(opcode: .text, payload: Array(text.utf8)))
        case .data(let data): send(frame: WebSocketFrame(opcode: .binary, payload: Array(data)))
        }
    }

    /// Sends one unmasked frame.
    ///
    /// - Parameter frame: The frame.
    /// - Returns: `false` when the client went away.
    @discardableResult
    public func send(frame: WebSocketFrame) -> Bool {
        sendRaw(WebSocketFrameEncoder.encode(frame))
    }

    /// Sends bytes as they are, e.g. a deliberately malformed frame.
    ///
    /// - Parameter bytes: The bytes.
    /// - Returns: `false` when the client went away.
    @discardableResult
    public func sendRaw(_ bytes: [UInt8]) -> Bool {
        writer.withLock { fd in LoopbackSocket.write(fd, bytes) }
    }

    /// Sends a message split into fragments of `pieceSize` bytes, optionally with a ping
    /// between fragments (control frames may interleave, RFC 6455 §5.4).
    ///
    /// - Parameters:
    ///   - message: The message.
    ///   - pieceSize: The payload bytes per fragment.
    ///   - pingBetween: Whether to send a ping after each non-final fragment.
    /// - Returns: `false` when the client went away.
    @discardableResult
    public func sendFragmented(_ message: WebSocketMessage, pieceSize: Int, pingBetween: Bool = false) -> Bool {
        let (opcode, bytes): (WebSocketOpcode, [UInt8]) =
            switch message {
            case .text(let text): (.text, Array(text.utf8))
            case .data(let data): (.binary, Array(data))
            }
        let size = max(1, pieceSize)
        var offset = 0
        repeat {
            let end = min(offset + size, bytes.count)
            let frame = WebSocketFrame(
                opcode: offset == 0 ? opcode : .continuation, payload: Array(bytes[offset..<end]),
                isFinal: end == bytes.count)
            guard send(frame: frame) else { return false }
            if pingBetween, end < bytes.count, !send(frame: WebSocketFrame(opcode: .ping, payload: [0x70])) {
                return false
            }
            offset = end
        } while offset < bytes.count
        return true
    }

    /// Sends a close frame and waits for the client's answering close (or its disconnect).
    ///
    /// - Parameters:
    ///   - code: The close code.
    ///   - reason: The reason.
    public func close(code: WebSocketCloseCode, reason: String = "") {
        guard
            send(
                frame: WebSocketFrame(opcode: .close, payload: WebSocketClosePayload(code: code, reason: reason).bytes))
        else { return }
        while let event = receive() {
            if case .close = event { return }
        }
    }

    /// Answers the client's close frame by echoing its code.
    ///
    /// - Parameter payload: The client's close payload.
    public func answerClose(_ payload: WebSocketClosePayload) {
        send(frame: WebSocketFrame(opcode: .close, payload: WebSocketClosePayload(code: payload.code).bytes))
    }

    /// Drops the TCP connection at once with a reset, without a close frame.
    public func drop() {
        LoopbackSocket.resetOnClose(fd)
        LoopbackSocket.shutdownBoth(fd)
    }

    private func read() -> [UInt8]? {
        guard LoopbackSocket.wait(fd, wake: core.wake) == .readable else { return nil }
        let count = LoopbackSocket.read(fd, into: &buffer)
        return count > 0 ? Array(buffer[..<count]) : nil
    }

    private static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index + 4
        }
        return nil
    }
}
