import CourierSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a ``SocketHTTPConnection`` goes: connections are pooled per origin.
struct SocketHTTPOrigin: Hashable, Sendable {
    var host: String
    var port: Int
}

/// What one exchange sends and how long it may take.
struct SocketHTTPExchange: Sendable {
    var bytes: [UInt8]
    var isHeadRequest: Bool
    /// The end of the exchange on ``POSIXGlue/monotonicSeconds()``'s clock.
    var deadline: Double
    var maximumHeadBytes: Int
    var maximumBodyBytes: Int
    var cancellation: SocketHTTPCancellation
    /// Told the body bytes read so far and the announced length, after each read.
    var onBodyBytes: (@Sendable (Int, Int?) -> Void)?
    /// Told when the whole request has been written.
    var onRequestWritten: (@Sendable () -> Void)? = nil
}

/// A final response read whole.
struct SocketHTTPReceived: Sendable {
    var head: HTTP1ResponseReader.Head
    var body: Data
    /// Whether the connection can carry another request.
    var keepsAlive: Bool
}

/// Why an exchange failed. Every failure leaves the connection unusable.
enum SocketHTTPExchangeFailure: Error, Sendable {
    case connect(POSIXConnectFailure)
    /// A kept-alive connection was closed by the server before any byte of the answer (while
    /// it was idle): the request can go again on a new connection.
    case stale
    /// The connection failed or ended early; the `errno`, 0 for an early end.
    case closed(errno: Int32)
    case timedOut
    case cancelled
    case response(HTTP1ResponseReader.Failure)
}

/// One kept-alive TCP connection of a ``SocketHTTPTransport`` and the thread that does its
/// blocking I/O, one exchange at a time: a task hands an exchange over with ``perform(_:)`` and
/// resumes when the answer is read. The socket is opened by the first exchange, on the thread.
final class SocketHTTPConnection: Sendable {
    private struct State {
        var fd: Int32 = -1
        var work: (@Sendable () -> Void)?
        var isClosing = false
        /// Whether an exchange has completed on the socket.
        var hasServed = false
    }

    let origin: SocketHTTPOrigin
    private let state = Locked(State())
    private let wake = DispatchSemaphore(value: 0)

    init(origin: SocketHTTPOrigin) {
        self.origin = origin
        let thread = Thread { [self] in runLoop() }
        thread.name = "Courier.SocketHTTPConnection"
        thread.start()
    }

    /// The connected socket, or -1 before the first exchange.
    var descriptor: Int32 { state.withLock { $0.fd } }

    /// Runs `exchange` on the connection's thread.
    func perform(_ exchange: SocketHTTPExchange) async -> Result<SocketHTTPReceived, SocketHTTPExchangeFailure> {
        await withCheckedContinuation { continuation in
            state.withLock { state in
                state.work = { [self] in continuation.resume(returning: run(exchange)) }
            }
            wake.signal()
        }
    }

    /// Closes the socket and ends the thread. Call it only while no exchange runs.
    func close() {
        state.withLock { $0.isClosing = true }
        wake.signal()
    }

    /// Whether the idle socket has been closed by the server, or has bytes nobody asked for.
    var isUnusableWhileIdle: Bool {
        let fd = descriptor
        guard fd >= 0 else { return false }
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) != 0
    }

    private func runLoop() {
        while true {
            wake.wait()
            let (work, isClosing, fd) = state.withLock { state in
                let work = state.work
                state.work = nil
                return (work, state.isClosing, state.fd)
            }
            if isClosing {
                if fd >= 0 {
                    POSIXGlue.shutdownBoth(fd)
                    POSIXGlue.closeDescriptor(fd)
                }
                return
            }
            work?()
        }
    }

    private func run(_ exchange: SocketHTTPExchange) -> Result<SocketHTTPReceived, SocketHTTPExchangeFailure> {
        var fd = descriptor
        if fd < 0 {
            let timeout = exchange.deadline - POSIXGlue.monotonicSeconds()
            guard timeout > 0 else { return .failure(.timedOut) }
            switch POSIXGlue.connect(
                host: origin.host, port: origin.port, timeout: timeout,
                isCancelled: { exchange.cancellation.isCancelled })
            {
            case .success(let connected):
                fd = connected
                state.withLock { $0.fd = connected }
            case .failure(let failure):
                return .failure(.connect(failure))
            }
        }
        guard exchange.cancellation.attach(fd) else { return .failure(.cancelled) }
        defer { exchange.cancellation.detach() }
        let wasServed = state.withLock { $0.hasServed }
        let result = SocketHTTPWire(fd: fd, exchange: exchange, isReused: wasServed).transfer()
        if case .success = result { state.withLock { $0.hasServed = true } }
        return result
    }
}
