import CourierHTTP
import CourierSupport
import CourierWebSocket
import Foundation

/// The sockets, threads and records of a ``LoopbackWebSocketServer``, apart from it so that the
/// threads do not keep the server alive.
///
/// Checked `Sendable`: its mutable state lives in `state` (a `Locked`, guarded by its
/// lock) and the rest is immutable after init.
final class LoopbackWebSocketServerCore: Sendable {
    struct State {
        var handshakes: [LoopbackRequest] = []
        var closes: [WebSocketClosePayload] = []
        var violations: [WebSocketProtocolViolation] = []
        var pongs: [[UInt8]] = []
    }

    let listener: LoopbackListener
    let options: LoopbackWebSocketServer.Options
    let handler: LoopbackWebSocketHandler
    let state = Locked(State())

    var port: Int { listener.port }
    var wake: Int32 { listener.wake }

    init(options: LoopbackWebSocketServer.Options, handler: LoopbackWebSocketHandler) throws {
        listener = try LoopbackListener(name: "LoopbackWebSocketServer")
        self.options = options
        self.handler = handler
    }

    func startAccepting() {
        listener.start { [self] fd in serve(fd) }
    }

    private func serve(_ fd: Int32) {
        let peer = LoopbackWebSocketPeer(fd: fd, core: self)
        guard let request = peer.readHandshake() else { return }
        let answer = LoopbackWebSocketUpgrade.answer(to: request, options: options)
        // Recorded before answering, so a client that sees the answer also sees the record.
        state.withLock { $0.handshakes.append(request) }
        guard LoopbackSocket.write(fd, answer.bytes), let accepted = answer.subprotocol else { return }
        peer.subprotocol = accepted.isEmpty ? nil : accepted
        handler.run(peer)
    }

    func stop() { listener.stop() }
}
