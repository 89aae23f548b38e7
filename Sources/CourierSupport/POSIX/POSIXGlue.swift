#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The POSIX socket calls the loopback servers and the POSIX WebSocket client share, the same on
/// Linux and Apple platforms: constants that differ in type between the C libraries, `EINTR`
/// retried, and the C functions that socket wrappers with the same method names would shadow.
package enum POSIXGlue {
    #if canImport(Darwin)
    /// `SOCK_STREAM` as `socket(2)` takes it.
    package static let streamType = SOCK_STREAM
    /// The `send(2)` flags: Apple platforms set `SO_NOSIGPIPE` on the socket instead.
    package static let sendFlags: Int32 = 0
    #else
    /// `SOCK_STREAM` as `socket(2)` takes it.
    package static let streamType = Int32(SOCK_STREAM.rawValue)
    /// The `send(2)` flags: no `SIGPIPE` when the peer went away.
    package static let sendFlags = Int32(MSG_NOSIGNAL)
    #endif

    /// Sets `TCP_NODELAY` (and, on Apple platforms, `SO_NOSIGPIPE`) on a connected socket.
    package static func configureConnected(_ fd: Int32) {
        var one: Int32 = 1
        let size = socklen_t(MemoryLayout<Int32>.size)
        _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, size)
        #if canImport(Darwin)
        _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, size)
        #endif
    }

    /// Reads what is available into `buffer`, blocking until something is.
    /// - Returns: The byte count; 0 at end of stream or on error.
    package static func receive(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            return max(count, 0)
        }
    }

    /// Writes all of `bytes` with `send(2)`, blocking as needed.
    /// - Returns: `false` when the peer went away.
    package static func sendAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let count = send(fd, base + offset, bytes.count - offset, sendFlags)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Shuts both directions of `fd` down, waking a thread blocked in `recv` or `send` on it.
    package static func shutdownBoth(_ fd: Int32) {
        #if canImport(Darwin)
        _ = shutdown(fd, SHUT_RDWR)
        #else
        _ = shutdown(fd, Int32(SHUT_RDWR))
        #endif
    }

    /// Closes `fd`, ignoring errors.
    package static func closeDescriptor(_ fd: Int32) {
        _ = close(fd)
    }

    /// Renames `source` to `target` with `rename(2)`, replacing `target` atomically.
    /// - Returns: `0`, or the `errno` of the failure.
    package static func rename(_ source: String, to target: String) -> Int32 {
        #if canImport(Darwin)
        return Darwin.rename(source, target) == 0 ? 0 : errno
        #elseif canImport(Glibc)
        return Glibc.rename(source, target) == 0 ? 0 : errno
        #else
        return Musl.rename(source, target) == 0 ? 0 : errno
        #endif
    }

    /// Seconds on a monotonic clock.
    package static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
