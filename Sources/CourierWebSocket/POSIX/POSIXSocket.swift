internal import CourierSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX socket calls the WebSocket client needs, the same on Linux and Apple platforms.
enum POSIXSocket {
    /// Opens a TCP connection with a timeout (non-blocking connect + poll), trying each
    /// resolved address in turn, and returns a blocking socket with `TCP_NODELAY` set.
    ///
    /// - Parameter isCancelled: Asked between waits of at most 50 milliseconds; `true` abandons
    ///   the attempt.
    static func connect(host: String, port: Int, timeout: Double, isCancelled: () -> Bool) throws(WebSocketError)
        -> Int32
    {
        switch POSIXGlue.connect(host: host, port: port, timeout: timeout, isCancelled: isCancelled) {
        case .success(let fd): return fd
        case .failure(.unresolved): throw .connectFailed(host: host, port: port, errno: 0)
        case .failure(.failed(let code)): throw .connectFailed(host: host, port: port, errno: code)
        case .failure(.timedOut): throw .timeout
        case .failure(.cancelled): throw .connectionDropped
        }
    }

    /// What ``wait(_:for:milliseconds:)`` waits for.
    enum Readiness { case readable, writable }

    /// Waits until `fd` is readable or `milliseconds` pass.
    /// - Returns: `false` on timeout.
    static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        wait(fd, for: .readable, milliseconds: milliseconds)
    }

    /// Waits until `fd` is ready (or hung up) or `milliseconds` pass (-1: no limit).
    /// - Returns: `false` on timeout.
    static func wait(_ fd: Int32, for readiness: Readiness, milliseconds: Int32) -> Bool {
        let events = readiness == .readable ? POLLIN : POLLOUT
        var entry = pollfd(fd: fd, events: Int16(events), revents: 0)
        while true {
            let count = poll(&entry, 1, milliseconds)
            if count < 0, errno == EINTR { continue }
            return count != 0
        }
    }

    /// Reads what is available into `buffer`, blocking until something is.
    /// - Returns: The byte count; 0 at end of stream or on error.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        POSIXGlue.receive(fd, into: buffer)
    }

    /// Writes all of `bytes`, blocking as needed.
    /// - Returns: `false` when the peer went away.
    static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        POSIXGlue.sendAll(fd, bytes)
    }

    /// Shuts both directions down, waking a thread blocked in `recv` or `send` on `fd`.
    static func shutdownBoth(_ fd: Int32) {
        POSIXGlue.shutdownBoth(fd)
    }

    static func closeDescriptor(_ fd: Int32) {
        POSIXGlue.closeDescriptor(fd)
    }

    /// Seconds on a monotonic clock.
    static func monotonicSeconds() -> Double {
        POSIXGlue.monotonicSeconds()
    }
}
