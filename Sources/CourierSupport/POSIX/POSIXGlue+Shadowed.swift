#if canImport(Glibc)
package import Glibc
#elseif canImport(Musl)
package import Musl
#elseif canImport(Darwin)
package import Darwin
#endif

/// The C functions whose names socket wrappers shadow with methods of their own
/// (`LoopbackSocket.listen()`, `POSIXSocket.connect(host:port:timeout:isCancelled:)`, …),
/// called through the C library's module name.
extension POSIXGlue {
    /// `listen(2)`.
    package static func listen(_ fd: Int32, _ backlog: Int32) -> Int32 {
        #if canImport(Darwin)
        Darwin.listen(fd, backlog)
        #elseif canImport(Musl)
        Musl.listen(fd, backlog)
        #else
        Glibc.listen(fd, backlog)
        #endif
    }

    /// `accept(2)`.
    package static func accept(
        _ fd: Int32, _ address: UnsafeMutablePointer<sockaddr>?, _ length: UnsafeMutablePointer<socklen_t>?
    ) -> Int32 {
        #if canImport(Darwin)
        Darwin.accept(fd, address, length)
        #elseif canImport(Musl)
        Musl.accept(fd, address, length)
        #else
        Glibc.accept(fd, address, length)
        #endif
    }

    /// `connect(2)`.
    package static func connect(_ fd: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
        #if canImport(Darwin)
        Darwin.connect(fd, address, length)
        #elseif canImport(Musl)
        Musl.connect(fd, address, length)
        #else
        Glibc.connect(fd, address, length)
        #endif
    }

    /// `write(2)`.
    package static func write(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        Darwin.write(fd, bytes, count)
        #elseif canImport(Musl)
        Musl.write(fd, bytes, count)
        #else
        Glibc.write(fd, bytes, count)
        #endif
    }
}
