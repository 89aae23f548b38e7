import CourierSupport
import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension UUID {
    /// A new random identifier (version 4, RFC 9562 variant), from the operating system's
    /// cryptographically secure generator.
    ///
    /// `UUID()` does the same on Apple platforms, but on Linux it opens, reads and closes
    /// `/dev/urandom` for every identifier, and even the standard library's
    /// `SystemRandomNumberGenerator` makes one `getrandom` system call per 8 bytes: two calls
    /// for an ``EventsMiddleware`` event id on every request attempt. The bytes come from
    /// ``RandomBytePool`` instead, which asks the system for sixteen identifiers' worth at once.
    /// - Returns: The identifier.
    static func random() -> UUID {
        var bits = RandomBytePool.shared.next128()
        return withUnsafeMutableBytes(of: &bits) { bytes in
            bytes[6] = bytes[6] & 0x0F | 0x40
            bytes[8] = bytes[8] & 0x3F | 0x80
            return UUID(uuid: bytes.load(as: uuid_t.self))
        }
    }
}

/// Random bits from the system's secure generator, fetched 256 bytes at a time and handed out
/// once each: one system call per sixteen 128-bit values instead of two per value.
final class RandomBytePool: Sendable {
    /// The pool every ``UUID/random()`` draws from.
    static let shared = RandomBytePool()

    /// 64-bit words per refill: 256 bytes, the most one `getentropy` call returns.
    private static let wordsPerRefill = 32

    private struct State {
        var words = [UInt64](repeating: 0, count: RandomBytePool.wordsPerRefill)
        /// The next unused word; ``wordsPerRefill`` when every word has been handed out.
        var next = RandomBytePool.wordsPerRefill
    }

    private let state = Locked(State())

    /// 128 bits no other caller receives.
    func next128() -> (UInt64, UInt64) {
        state.withLock { state in
            if state.next + 2 > state.words.count {
                Self.refill(&state.words)
                state.next = 0
            }
            defer { state.next += 2 }
            return (state.words[state.next], state.words[state.next + 1])
        }
    }

    /// Fills `words` from the system's secure generator.
    private static func refill(_ words: inout [UInt64]) {
        #if canImport(Glibc)
        // One `getrandom` system call; 256 bytes is the most `getentropy` takes.
        let status = words.withUnsafeMutableBytes { buffer in
            getentropy(buffer.baseAddress, buffer.count)
        }
        if status == 0 { return }
        #endif
        // Elsewhere (arc4random, no system call), or should the call ever fail.
        var generator = SystemRandomNumberGenerator()
        for index in words.indices { words[index] = generator.next() }
    }
}
