/// A loopback port where nothing listens, for exercising "connection refused".
package enum LoopbackClosedPort {
    /// A port the system handed out for 127.0.0.1 and that was closed again at once.
    ///
    /// Another process may take the port later; within one short test or demo step that is
    /// unlikely, which is the usual trade-off of this technique.
    /// - Returns: The port number.
    /// - Throws: ``LoopbackServerError/socket(errno:)`` when no socket could be opened.
    package static func port() throws(LoopbackServerError) -> Int {
        let (fd, port) = try LoopbackSocket.listen()
        LoopbackSocket.closeDescriptor(fd)
        return port
    }
}
