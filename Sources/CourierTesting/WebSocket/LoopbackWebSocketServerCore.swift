import CourierHTTP
import CourierWebSocket
import Foundation

/// The sockets, threads and records of a ``LoopbackWebSocketServer``, apart from it so that the
/// threads do not keep the server alive.
///
/// `@unchecked Sendable` because mutable state lives in `state` (a ``LockedBox``) and the rest is
/// immutable after init.
final class LoopbackWebSocketServerCore: @unchecked Sendable {
    struct State {
        var handshakes: [LoopbackRequest] = []
        var closes: [WebSocketClosePayload] = []
        var violations: [WebSocketProtocolViolation] = []
        var pongs: [[UInt8]] = []
        var openConnections: Set<Int32> = []
        var acceptedCount = 0
        var isStopped = false
    }

    let port: Int
    let options: LoopbackWebSocketServer.Options
    let handler: LoopbackWebSocketHandler
    let state = LockedBox(State())
    let wake: Int32
    private let wakeWriter: Int32
    private let listener: Int32
    private let threads = DispatchGroup()

    init(options: LoopbackWebSocketServer.Options, handler: LoopbackWebSocketHandler) throws {
        let (listener, port) = try LoopbackSocket.listen()
        let pipe: (read: Int32, write: Int32)
        do {
            pipe = try LoopbackSocket.makeWakePipe()
        } catch {
            LoopbackSocket.closeDescriptor(listener)
            throw error
        }
        self.listener = listener
        self.port = port
        self.wake = pipe.read
        self.wakeWriter = pipe.write
        self.options = options
        self.handler = handler
    }

    func startAccepting() {
        threads.enter()
        let thread = Thread { [self] in
            acceptLoop()
            threads.leave()
        }
        thread.name = "LoopbackWebSocketServer.accept"
        thread.start()
    }

    private func acceptLoop() {
        while LoopbackSocket.wait(listener, wake: wake) == .readable {
            guard let fd = LoopbackSocket.accept(listener) else { continue }
            let admitted = state.withLock { state -> Bool in
                guard !state.isStopped else { return false }
                state.openConnections.insert(fd)
                state.acceptedCount += 1
                threads.enter()
                return true
            }
            guard admitted else {
                LoopbackSocket.closeDescriptor(fd)
                return
            }
            let thread = Thread { [self] in
                serve(fd)
                state.withLock { state in
                    state.openConnections.remove(fd)
                    LoopbackSocket.closeDescriptor(fd)
                }
                threads.leave()
            }
            thread.name = "LoopbackWebSocketServer.connection"
            thread.start()
        }
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

    func stop() {
        let first = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.isStopped = true
            for fd in state.openConnections { LoopbackSocket.shutdownBoth(fd) }
            return true
        }
        guard first else { return }
        LoopbackSocket.signal(wakeWriter)
        threads.wait()
        LoopbackSocket.closeDescriptor(listener)
        LoopbackSocket.closeDescriptor(wake)
        LoopbackSocket.closeDescriptor(wakeWriter)
    }
}
