import CourierSupport
import Foundation

/// The kept-alive connections of a ``SocketHTTPTransport``, per origin: at most
/// ``maximumPerOrigin`` open at once (later requests wait for one), the most recently used idle
/// one first, and none kept idle longer than ``idleTimeout`` or after the server closed it.
final class SocketHTTPConnectionPool: Sendable {
    /// What ``acquire(_:deadline:)`` got.
    enum Acquired: Sendable {
        case connection(SocketHTTPConnection)
        /// The task was cancelled, or the pool shut down, first.
        case cancelled
        /// The deadline passed while every connection was in use.
        case timedOut
    }

    private struct Waiter {
        var id: UInt64
        var continuation: CheckedContinuation<Acquired, Never>
    }

    private struct OriginState {
        var idle: [(connection: SocketHTTPConnection, since: Double)] = []
        var open = 0
        var waiters: [Waiter] = []
    }

    private struct State {
        var origins: [SocketHTTPOrigin: OriginState] = [:]
        var nextWaiter: UInt64 = 0
        var isShutDown = false
    }

    let maximumPerOrigin: Int
    let idleTimeout: Double
    private let state = Locked(State())

    init(maximumPerOrigin: Int, idleTimeout: Double) {
        self.maximumPerOrigin = max(1, maximumPerOrigin)
        self.idleTimeout = idleTimeout
    }

    /// A connection to `origin`: an idle one, a new one (connected by its first exchange), or the
    /// next one given back when ``maximumPerOrigin`` are in use, if that happens before `deadline`
    /// (on ``POSIXGlue/monotonicSeconds()``'s clock).
    func acquire(_ origin: SocketHTTPOrigin, deadline: Double) async -> Acquired {
        let id = state.withLock { state in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        let timer = Locked<Task<Void, Never>?>(nil)
        defer { timer.withLock { $0 }?.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                var stale: [SocketHTTPConnection] = []
                let now = POSIXGlue.monotonicSeconds()
                let ready: Acquired? = state.withLock { state in
                    guard !state.isShutDown, !Task.isCancelled else { return .cancelled }
                    var entry = state.origins[origin, default: OriginState()]
                    defer { state.origins[origin] = entry }
                    while let (connection, since) = entry.idle.popLast() {
                        if now - since > idleTimeout || connection.isUnusableWhileIdle {
                            entry.open -= 1
                            stale.append(connection)
                            continue
                        }
                        return .connection(connection)
                    }
                    if entry.open < maximumPerOrigin {
                        entry.open += 1
                        return .connection(SocketHTTPConnection(origin: origin))
                    }
                    guard deadline > now else { return .timedOut }
                    entry.waiters.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                for connection in stale { connection.close() }
                if let ready { return continuation.resume(returning: ready) }
                let wait = UInt64(min(deadline - now, 86_400) * 1e9)
                timer.withLock { timer in
                    timer = Task { [self] in
                        try? await Task.sleep(nanoseconds: wait)
                        guard !Task.isCancelled else { return }
                        removeWaiter(id, of: origin)?.continuation.resume(returning: .timedOut)
                    }
                }
            }
        } onCancel: {
            removeWaiter(id, of: origin)?.continuation.resume(returning: .cancelled)
        }
    }

    /// Takes waiter `id` off the queue, if it is still waiting.
    private func removeWaiter(_ id: UInt64, of origin: SocketHTTPOrigin) -> Waiter? {
        state.withLock { state -> Waiter? in
            guard let index = state.origins[origin]?.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return state.origins[origin]?.waiters.remove(at: index)
        }
    }

    /// Gives `connection` back after an exchange: kept for the next request when `reusable`,
    /// closed otherwise (and its place handed to a waiting request).
    func release(_ connection: SocketHTTPConnection, reusable: Bool) {
        let origin = connection.origin
        let now = POSIXGlue.monotonicSeconds()
        let (handOff, closes): (Waiter?, Bool) = state.withLock { state in
            var entry = state.origins[origin, default: OriginState()]
            defer { state.origins[origin] = entry }
            let keeps = reusable && !state.isShutDown
            if !keeps { entry.open -= 1 }
            guard !entry.waiters.isEmpty else {
                if keeps { entry.idle.append((connection, now)) }
                return (nil, !keeps)
            }
            let waiter = entry.waiters.removeFirst()
            if !keeps { entry.open += 1 }
            return (waiter, !keeps)
        }
        if closes { connection.close() }
        guard let handOff else { return }
        handOff.continuation.resume(returning: .connection(closes ? SocketHTTPConnection(origin: origin) : connection))
    }

    /// Closes every idle connection and ends the waits; connections in use close when given back.
    func shutDown() {
        let (idle, waiters) = state.withLock { state in
            state.isShutDown = true
            let idle = state.origins.values.flatMap { $0.idle.map(\.connection) }
            let waiters = state.origins.values.flatMap(\.waiters)
            for key in state.origins.keys {
                state.origins[key]?.idle = []
                state.origins[key]?.waiters = []
            }
            return (idle, waiters)
        }
        for connection in idle { connection.close() }
        for waiter in waiters { waiter.continuation.resume(returning: .cancelled) }
    }
}
