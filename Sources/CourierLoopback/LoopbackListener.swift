import CourierSupport
import Foundation

/// The listening socket, wake pipe, accept loop and connection threads that the loopback HTTP
/// and WebSocket servers share.
///
/// Each accepted connection runs `serve` on its own thread; the listener closes the descriptor
/// when `serve` returns. ``stop()`` shuts every open connection down, wakes every waiting thread
/// through the wake pipe and waits for all of them to end.
///
/// Checked `Sendable`: its mutable state lives in `state` (a `Locked`, guarded by its
/// lock) and the descriptors are immutable after init.
final class LoopbackListener: Sendable {
    struct State {
        var openConnections: Set<Int32> = []
        var acceptedCount = 0
        var isStopped = false
    }

    /// The port the listener is bound to on 127.0.0.1.
    let port: Int
    /// The read end of the wake pipe: readable once the listener stops.
    let wake: Int32
    private let wakeWriter: Int32
    private let listener: Int32
    private let name: String
    private let state = Locked(State())
    private let threads = DispatchGroup()

    /// Binds a listening socket on a free port.
    /// - Parameter name: The prefix of the threads' names.
    /// - Throws: ``LoopbackServerError`` when the socket or pipe cannot be set up.
    init(name: String) throws {
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
        self.name = name
    }

    /// How many connections have been accepted so far.
    var acceptedCount: Int { state.withLock { $0.acceptedCount } }

    /// How many connections are open now.
    var openConnectionCount: Int { state.withLock { $0.openConnections.count } }

    /// Starts the accept loop; `serve` runs once per connection, on that connection's thread.
    func start(serve: @escaping @Sendable (Int32) -> Void) {
        threads.enter()
        let thread = Thread { [self] in
            acceptLoop(serve: serve)
            threads.leave()
        }
        thread.name = "\(name).accept"
        thread.start()
    }

    private func acceptLoop(serve: @escaping @Sendable (Int32) -> Void) {
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
            thread.name = "\(name).connection"
            thread.start()
        }
    }

    /// Stops accepting, shuts every connection down and waits for every thread to end.
    /// - Parameter onFirstStop: Runs once, on the first call, before the threads are woken (to
    ///   drop handlers that may capture the server). Later calls do nothing.
    func stop(onFirstStop: () -> Void = {}) {
        let first = state.withLock { state -> Bool in
            guard !state.isStopped else { return false }
            state.isStopped = true
            // Under the lock, so that no connection thread closes (and the system reuses) a
            // descriptor between reading the set and shutting it down.
            for fd in state.openConnections { LoopbackSocket.shutdownBoth(fd) }
            return true
        }
        guard first else { return }
        onFirstStop()
        LoopbackSocket.signal(wakeWriter)
        threads.wait()
        LoopbackSocket.closeDescriptor(listener)
        LoopbackSocket.closeDescriptor(wake)
        LoopbackSocket.closeDescriptor(wakeWriter)
    }
}
