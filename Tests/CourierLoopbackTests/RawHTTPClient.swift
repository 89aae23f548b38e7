import CourierSupport
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
        guard let fd = POSIXGlue.connectLoopback(port: port) else { throw RawClientError.connect }
        self.fd = fd
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
