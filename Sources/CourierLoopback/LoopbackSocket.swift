internal import CourierSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers over the POSIX socket calls the loopback server needs, identical on Linux and
/// Apple platforms.
enum LoopbackSocket {
    /// The outcome of waiting for a socket.
    enum Wait { case readable, woken, timedOut }

    /// A listening TCP socket on 127.0.0.1 and a free port chosen by the system.
    static func listen() throws(LoopbackServerError) -> (fd: Int32, port: Int) {
        let fd = socket(AF_INET, POSIXGlue.streamType, 0)
        guard fd >= 0 else { throw .socket(errno: errno) }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(fd, socketAddress, length) == 0
                    && POSIXGlue.listen(fd, 128) == 0
                    && getsockname(fd, socketAddress, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(fd)
            throw .socket(errno: code)
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// Accepts a connection, with `TCP_NODELAY` (and, on Apple platforms, `SO_NOSIGPIPE`) set.
    static func accept(_ listener: Int32) -> Int32? {
        let fd = POSIXGlue.accept(listener, nil, nil)
        guard fd >= 0 else { return nil }
        POSIXGlue.configureConnected(fd)
        return fd
    }

    /// Waits until `fd` is readable, `wake` is readable (the server stops), or `milliseconds`
    /// pass (`-1`: no limit).
    static func wait(_ fd: Int32?, wake: Int32, milliseconds: Int32 = -1) -> Wait {
        var fds = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        if let fd { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
        while true {
            let count = poll(&fds, nfds_t(fds.count), milliseconds)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return count == 0 ? .timedOut : .woken }
            if fds[0].revents != 0 { return .woken }
            return .readable
        }
    }

    /// Waits `seconds` unless the server stops first.
    /// - Returns: `false` when woken by the server stopping.
    static func sleep(_ seconds: Double, wake: Int32) -> Bool {
        guard seconds > 0 else { return true }
        return wait(nil, wake: wake, milliseconds: Int32(min(seconds * 1000, Double(Int32.max)))) == .timedOut
    }

    /// Reads what is available into `buffer`.
    /// - Returns: The byte count; 0 at end of stream or on error.
    static func read(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        buffer.withUnsafeMutableBytes { POSIXGlue.receive(fd, into: $0) }
    }

    /// Writes all of `bytes`.
    /// - Returns: `false` when the peer went away.
    static func write(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { POSIXGlue.sendAll(fd, $0) }
    }

    /// Writes all of `bytes`, straight from the `Data`'s storage.
    /// - Returns: `false` when the peer went away.
    static func write(_ fd: Int32, _ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { POSIXGlue.sendAll(fd, $0) }
    }

    /// Makes closing `fd` send a reset (RST) instead of an orderly shutdown.
    static func resetOnClose(_ fd: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }

    /// Shuts both directions of `fd` down, waking any thread blocked on it.
    static func shutdownBoth(_ fd: Int32) {
        POSIXGlue.shutdownBoth(fd)
    }

    /// A pipe whose read end becomes readable for good once one byte is written to it.
    static func makeWakePipe() throws(LoopbackServerError) -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw .socket(errno: errno) }
        return (fds[0], fds[1])
    }

    static func closeDescriptor(_ fd: Int32) {
        POSIXGlue.closeDescriptor(fd)
    }

    static func signal(_ fd: Int32) {
        var byte: UInt8 = 1
        _ = POSIXGlue.write(fd, &byte, 1)
    }
}

/// Why the loopback server could not start.
public enum LoopbackServerError: Error, Sendable, Hashable {
    /// A socket call failed with `errno`.
    case socket(errno: Int32)
}
