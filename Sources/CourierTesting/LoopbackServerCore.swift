import CourierHTTP
import Foundation

/// The state and threads of a ``LoopbackHTTPServer``, kept apart from it so that the threads do
/// not keep the server alive (its deinit stops them).
///
/// `@unchecked Sendable` because mutable state lives in `state` (a ``LockedBox``) and the file
/// descriptors are immutable after init.
final class LoopbackServerCore: @unchecked Sendable {
    struct Route {
        var method: HTTPMethod?
        var path: String
        var handler: LoopbackHTTPServer.Handler
    }

    struct State {
        var routes: [Route] = []
        var received: [LoopbackRequest] = []
        var openConnections: Set<Int32> = []
        var acceptedCount = 0
        var isStopped = false
        var listenerClosed = false
    }

    let port: Int
    let state = LockedBox(State())
    let maximumHeadBytes: Int
    let maximumBodyBytes: Int
    let wake: Int32
    private let wakeWriter: Int32
    private let listener: Int32
    private let fallback: LoopbackHTTPServer.Handler
    private let threads = DispatchGroup()

    init(maximumHeadBytes: Int, maximumBodyBytes: Int, fallback: @escaping LoopbackHTTPServer.Handler) throws {
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
        self.maximumHeadBytes = maximumHeadBytes
        self.maximumBodyBytes = maximumBodyBytes
        self.fallback = fallback
    }

    func startAccepting() {
        threads.enter()
        let thread = Thread { [self] in
            acceptLoop()
            threads.leave()
        }
        thread.name = "LoopbackHTTPServer.accept"
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
                LoopbackConnection(fd: fd, core: self).run()
                closeConnection(fd)
                threads.leave()
            }
            thread.name = "LoopbackHTTPServer.connection"
            thread.start()
        }
    }

    /// The handler for `request`, recording the request.
    func handler(for request: LoopbackRequest) -> LoopbackHTTPServer.Handler {
        state.withLock { state in
            state.received.append(request)
            let match = state.routes.first { route in
                route.path == request.path && (route.method == nil || route.method == request.method)
            }
            return match?.handler ?? fallback
        }
    }

    func closeConnection(_ fd: Int32) {
        state.withLock { state in
            state.openConnections.remove(fd)
            LoopbackSocket.closeDescriptor(fd)
        }
    }

    func stop() {
        let first = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.isStopped = true
            // Handlers may capture the server; dropping them breaks that cycle.
            state.routes = []
            // Under the lock, so that no connection thread closes (and the system reuses) a
            // descriptor between reading the set and shutting it down.
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
