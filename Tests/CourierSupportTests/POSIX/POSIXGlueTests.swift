import CourierSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The shared socket glue over a connected pair of Unix stream sockets (no network needed).
@Suite("POSIXGlue")
struct POSIXGlueTests {
    /// A connected pair of stream sockets, closed by the caller.
    private func socketPair() throws -> (Int32, Int32) {
        var fds: [Int32] = [-1, -1]
        let result = socketpair(AF_UNIX, POSIXGlue.streamType, 0, &fds)
        try #require(result == 0)
        return (fds[0], fds[1])
    }

    @Test("sendAll writes every byte and receive reads them back")
    func sendAndReceive() throws {
        let (a, b) = try socketPair()
        defer {
            POSIXGlue.closeDescriptor(a)
            POSIXGlue.closeDescriptor(b)
        }
        let message = Array("hello, glue".utf8)
        #expect(message.withUnsafeBytes { POSIXGlue.sendAll(a, $0) })
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4)
        while received.count < message.count {
            let count = buffer.withUnsafeMutableBytes { POSIXGlue.receive(b, into: $0) }
            try #require(count > 0)
            received += buffer[0..<count]
        }
        #expect(received == message)
    }

    @Test("receive returns 0 at end of stream, after the peer shuts down")
    func endOfStream() throws {
        let (a, b) = try socketPair()
        defer {
            POSIXGlue.closeDescriptor(a)
            POSIXGlue.closeDescriptor(b)
        }
        POSIXGlue.shutdownBoth(a)
        var buffer = [UInt8](repeating: 0, count: 8)
        #expect(buffer.withUnsafeMutableBytes { POSIXGlue.receive(b, into: $0) } == 0)
    }

    @Test("sendAll reports a peer that went away instead of raising SIGPIPE")
    func peerGone() throws {
        let (a, b) = try socketPair()
        defer { POSIXGlue.closeDescriptor(a) }
        POSIXGlue.closeDescriptor(b)
        #if canImport(Darwin)
        var one: Int32 = 1
        _ = setsockopt(a, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let bytes = [UInt8](repeating: 7, count: 1024)
        #expect(bytes.withUnsafeBytes { POSIXGlue.sendAll(a, $0) } == false)
    }

    @Test("write (the unshadowed write(2)) writes to a pipe")
    func writeToPipe() throws {
        var fds: [Int32] = [-1, -1]
        try #require(pipe(&fds) == 0)
        defer {
            POSIXGlue.closeDescriptor(fds[0])
            POSIXGlue.closeDescriptor(fds[1])
        }
        var byte: UInt8 = 42
        #expect(POSIXGlue.write(fds[1], &byte, 1) == 1)
        var received: UInt8 = 0
        #expect(read(fds[0], &received, 1) == 1)
        #expect(received == 42)
    }

    @Test("the monotonic clock never goes back and advances across a sleep")
    func monotonic() {
        let first = POSIXGlue.monotonicSeconds()
        usleep(20_000)
        let second = POSIXGlue.monotonicSeconds()
        #expect(second - first >= 0.015)
    }
}
