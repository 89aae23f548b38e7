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
    /// How long one wait inside ``connect(host:port:timeout:isCancelled:)`` lasts
    /// before it looks at cancellation again, in milliseconds.
    private static let pollSlice: Int32 = 50

    /// Opens a TCP connection with a timeout (non-blocking connect + poll), trying each
    /// resolved address in turn, and returns a blocking socket with `TCP_NODELAY` set.
    ///
    /// - Parameter isCancelled: Asked between waits of at most ``pollSlice`` milliseconds;
    ///   `true` abandons the attempt.
    static func connect(host: String, port: Int, timeout: Double, isCancelled: () -> Bool) throws(WebSocketError)
        -> Int32
    {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = POSIXGlue.streamType
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw .connectFailed(host: host, port: port, errno: 0)
        }
        defer { freeaddrinfo(first) }
        let deadline = monotonicSeconds() + timeout
        var lastError: Int32 = 0
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            cursor = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, POSIXGlue.streamType, 0)
            guard fd >= 0 else {
                lastError = errno
                continue
            }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            let flags = fcntl(fd, F_GETFL)
            _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
            var result = POSIXGlue.connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen)
            if result != 0, errno == EINPROGRESS {
                result = try awaitConnect(fd, deadline: deadline, isCancelled: isCancelled)
            } else if result != 0 {
                result = errno
            }
            guard result == 0 else {
                lastError = result
                closeDescriptor(fd)
                continue
            }
            _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)
            POSIXGlue.configureConnected(fd)
            return fd
        }
        throw .connectFailed(host: host, port: port, errno: lastError)
    }

    /// Waits for a non-blocking connect to finish.
    /// - Returns: 0 on success, else the socket's error.
    private static func awaitConnect(_ fd: Int32, deadline: Double, isCancelled: () -> Bool) throws(WebSocketError)
        -> Int32
    {
        while true {
            if isCancelled() {
                closeDescriptor(fd)
                throw .connectionDropped
            }
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else {
                closeDescriptor(fd)
                throw .timeout
            }
            var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let count = poll(&entry, 1, Int32(min(remaining * 1000, Double(pollSlice))) + 1)
            if count < 0, errno != EINTR { return errno }
            guard count > 0 else { continue }
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else { return errno }
            return error
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
