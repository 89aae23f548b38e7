import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A loopback URL where nothing listens: a port the system handed out, then closed again.
enum ClosedPort {
    static func url() throws -> URL {
        let port = try freePort()
        guard let url = URL(string: "http://127.0.0.1:\(port)/graphql") else { throw DemoBackendError(message: "no URL for port \(port)") }
        return url
    }

    private static func freePort() throws -> UInt16 {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw DemoBackendError(message: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        guard bound == 0 else { throw DemoBackendError(message: "bind() failed") }
        let named = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        guard named == 0 else { throw DemoBackendError(message: "getsockname() failed") }
        return UInt16(bigEndian: address.sin_port)
    }
}
