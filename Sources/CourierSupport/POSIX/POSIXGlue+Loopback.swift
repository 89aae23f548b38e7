#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension POSIXGlue {
    /// A blocking TCP socket connected to `127.0.0.1:port`, configured with
    /// ``configureConnected(_:)``, for the tests' and benchmarks' raw clients of the loopback
    /// servers.
    /// - Returns: The descriptor, or `nil` when no socket could be made or nothing listens there.
    package static func connectLoopback(port: Int) -> Int32? {
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else {
            closeDescriptor(fd)
            return nil
        }
        configureConnected(fd)
        return fd
    }
}
