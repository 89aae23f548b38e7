import Foundation

extension UUID {
    /// A new random identifier (version 4, RFC 9562 variant), drawn from the standard library's
    /// `SystemRandomNumberGenerator`.
    ///
    /// `UUID()` does the same on Apple platforms, but on Linux it opens, reads and closes
    /// `/dev/urandom` for every identifier: three system calls and a file descriptor for an
    /// ``EventsMiddleware`` event id on every request attempt.
    /// - Returns: The identifier.
    static func random() -> UUID {
        var generator = SystemRandomNumberGenerator()
        var bits = (generator.next() as UInt64, generator.next() as UInt64)
        return withUnsafeMutableBytes(of: &bits) { bytes in
            bytes[6] = bytes[6] & 0x0F | 0x40
            bytes[8] = bytes[8] & 0x3F | 0x80
            return UUID(uuid: bytes.load(as: uuid_t.self))
        }
    }
}
