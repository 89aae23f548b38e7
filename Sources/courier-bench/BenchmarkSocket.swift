import CourierSupport

/// Blocking TCP sockets to the in-process loopback servers, for the baselines that bypass every
/// client library.
enum BenchmarkSocket {
    /// A socket connected to `127.0.0.1:port`, with Nagle's algorithm off.
    /// - Throws: ``BenchmarkFailure/badResponse`` when no connection can be made.
    static func connectLoopback(port: Int) throws -> Int32 {
        guard let fd = POSIXGlue.connectLoopback(port: port) else { throw BenchmarkFailure.badResponse }
        return fd
    }

    /// Writes all of `bytes` to `fd`.
    /// - Returns: Whether every byte was written.
    static func send(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { POSIXGlue.sendAll(fd, $0) }
    }

    /// Shuts `fd` down both ways and closes it.
    static func close(_ fd: Int32) {
        POSIXGlue.shutdownBoth(fd)
        POSIXGlue.closeDescriptor(fd)
    }
}
