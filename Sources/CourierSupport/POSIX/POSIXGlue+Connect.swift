#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why ``POSIXGlue/connect(host:port:timeout:isCancelled:)`` found no connection.
package enum POSIXConnectFailure: Error, Sendable, Equatable {
    /// The host name did not resolve.
    case unresolved
    /// Every resolved address refused or failed; the `errno` of the last attempt.
    case failed(errno: Int32)
    /// The timeout passed first.
    case timedOut
    /// `isCancelled` said so first.
    case cancelled
}

extension POSIXGlue {
    /// How long one wait inside ``connect(host:port:timeout:isCancelled:)`` lasts before it looks
    /// at cancellation again, in milliseconds.
    private static let connectPollSlice: Int32 = 50

    /// Opens a TCP connection with a timeout (non-blocking connect + poll), trying each resolved
    /// address in turn, and returns a blocking, close-on-exec socket configured with
    /// ``configureConnected(_:)``. Name resolution itself blocks and cannot be cancelled.
    ///
    /// - Parameters:
    ///   - timeout: Seconds for all the attempts together.
    ///   - isCancelled: Asked between waits of at most 50 milliseconds; `true` abandons the attempt.
    package static func connect(host: String, port: Int, timeout: Double, isCancelled: () -> Bool)
        -> Result<Int32, POSIXConnectFailure>
    {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = streamType
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            return .failure(.unresolved)
        }
        defer { freeaddrinfo(first) }
        let deadline = monotonicSeconds() + timeout
        var lastError: Int32 = 0
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            cursor = info.pointee.ai_next
            let fd = socket(info.pointee.ai_family, streamType, 0)
            guard fd >= 0 else {
                lastError = errno
                continue
            }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            let flags = fcntl(fd, F_GETFL)
            _ = fcntl(fd, F_SETFL, flags | O_NONBLOCK)
            var result = connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen)
            if result != 0, errno == EINPROGRESS {
                switch awaitConnect(fd, deadline: deadline, isCancelled: isCancelled) {
                case .success(let outcome): result = outcome
                case .failure(let failure):
                    closeDescriptor(fd)
                    return .failure(failure)
                }
            } else if result != 0 {
                result = errno
            }
            guard result == 0 else {
                lastError = result
                closeDescriptor(fd)
                continue
            }
            _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK)
            configureConnected(fd)
            return .success(fd)
        }
        return .failure(.failed(errno: lastError))
    }

    /// Waits for a non-blocking connect to finish.
    /// - Returns: 0 on success, else the socket's error; a failure when the deadline passed or the
    ///   attempt was cancelled.
    private static func awaitConnect(_ fd: Int32, deadline: Double, isCancelled: () -> Bool)
        -> Result<Int32, POSIXConnectFailure>
    {
        while true {
            if isCancelled() { return .failure(.cancelled) }
            let remaining = deadline - monotonicSeconds()
            guard remaining > 0 else { return .failure(.timedOut) }
            var entry = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            let count = poll(&entry, 1, Int32(min(remaining * 1000, Double(connectPollSlice))) + 1)
            if count < 0, errno != EINTR { return .success(errno) }
            guard count > 0 else { continue }
            var error: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else { return .success(errno) }
            return .success(error)
        }
    }
}
