import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A bare TCP client for sending hand-written bytes to the loopback server, so that tests can
/// exercise what URLSession never sends (chunked uploads, pipelining, oversized heads).
final class RawHTTPClient {
    private let fd: Int32

    init(port: Int) throws {
        #if canImport(Darwin)
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #else
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
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
        guard fd >= 0, connected else {
            close(fd)
            throw RawClientError.connect
        }
    }

    deinit { close(fd) }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                #if canImport(Darwin)
                return Darwin.send(fd, base + offset, raw.count - offset, 0)
                #else
                return Glibc.send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #endif
            }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Reads until the peer closes, `until` appears in the text read so far, or `timeout` seconds pass.
    func receive(until marker: String? = nil, timeout: Double = 30) -> (text: String, closed: Bool) {
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let marker, String(decoding: data, as: UTF8.self).contains(marker) { break }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { return (String(decoding: data, as: UTF8.self), true) }
            data += buffer[0..<count]
        }
        return (String(decoding: data, as: UTF8.self), false)
    }
}

enum RawClientError: Error { case connect }
