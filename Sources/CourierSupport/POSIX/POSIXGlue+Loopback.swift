extension POSIXGlue {
    /// A blocking TCP socket connected to `127.0.0.1:port` (``connect(host:port:timeout:isCancelled:)``
    /// with 10 seconds), for the tests' and benchmarks' raw clients of the loopback servers.
    /// - Returns: The descriptor, or `nil` when no socket could be made or nothing listens there.
    package static func connectLoopback(port: Int) -> Int32? {
        try? connect(host: "127.0.0.1", port: port, timeout: 10, isCancelled: { false }).get()
    }
}
