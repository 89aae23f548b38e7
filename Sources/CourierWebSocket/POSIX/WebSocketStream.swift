/// The byte stream a WebSocket runs on: the TCP socket itself (`ws://`) or a TLS session over it
/// (`wss://`).
enum WebSocketStream: Sendable {
    case plain(Int32)
    #if canImport(CCourierOpenSSL)
    case tls(OpenSSLConnection)
    #endif

    /// The socket, for polling and shutting down.
    var fd: Int32 {
        switch self {
        case .plain(let fd): fd
        #if canImport(CCourierOpenSSL)
        case .tls(let connection): connection.fd
        #endif
        }
    }

    /// Reads what is available into `buffer`, waiting until `deadline` (`nil`: forever).
    /// - Returns: The byte count; 0 at the end of the stream or on an error; `nil` at the deadline.
    func read(into buffer: UnsafeMutableRawBufferPointer, deadline: Double? = nil) -> Int? {
        switch self {
        case .plain(let fd):
            while let deadline {
                let remaining = deadline - POSIXSocket.monotonicSeconds()
                guard remaining > 0 else { return nil }
                if POSIXSocket.waitReadable(fd, milliseconds: Int32(min(remaining, 60) * 1000) + 1) { break }
            }
            return POSIXSocket.read(fd, into: buffer)
        #if canImport(CCourierOpenSSL)
        case .tls(let connection): return connection.read(into: buffer, deadline: deadline)
        #endif
        }
    }

    /// Writes all of `bytes`, blocking as needed.
    /// - Returns: `false` when the peer went away.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        switch self {
        case .plain(let fd): POSIXSocket.write(fd, bytes)
        #if canImport(CCourierOpenSSL)
        case .tls(let connection): connection.write(bytes)
        #endif
        }
    }

    /// Frees the TLS session, if any, and closes the socket.
    func close() {
        #if canImport(CCourierOpenSSL)
        if case .tls(let connection) = self { connection.free() }
        #endif
        POSIXSocket.closeDescriptor(fd)
    }
}
