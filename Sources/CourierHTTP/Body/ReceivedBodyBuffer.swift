import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A response body of several chunks, gathered in memory that the transport allocates itself:
/// the finished body becomes a `Data` over that memory, without a copy, whose bytes' address is
/// known (``ResidentBodyBytes``), so that a JSON parse can read them in place.
///
/// Used under its exchange's lock only.
final class ReceivedBodyBuffer {
    private var base: UnsafeMutableRawPointer?
    /// The bytes gathered so far.
    private(set) var count = 0
    private var capacity = 0

    /// An empty buffer with room for `capacity` bytes (it grows past them when it must).
    init(capacity: Int) {
        grow(to: max(capacity, 1))
    }

    deinit {
        free(base)
    }

    /// Appends `data`.
    func append(_ data: Data) {
        let needed = count + data.count
        if needed > capacity { grow(to: max(needed, capacity * 2)) }
        guard let base else { return }
        data.withUnsafeBytes { bytes in
            guard let source = bytes.baseAddress else { return }
            (base + count).copyMemory(from: source, byteCount: bytes.count)
        }
        count = needed
    }

    /// Hands the bytes over to a `Data`, which frees them when its last copy goes, with where they
    /// are; the buffer is empty afterwards.
    func takeBody() -> (body: Data, resident: ResidentBodyBytes) {
        guard let base, count > 0 else { return (Data(), ResidentBodyBytes()) }
        let taken = count
        self.base = nil
        count = 0
        capacity = 0
        // `Data` copies a body of a few bytes into itself and frees the memory at once; the
        // address then no longer matches, and readers copy.
        let body = Data(bytesNoCopy: base, count: taken, deallocator: .free)
        return (body, ResidentBodyBytes(address: base, count: taken))
    }

    private func grow(to newCapacity: Int) {
        guard let grown = realloc(base, newCapacity) else {
            // As Swift's own allocations (a `Data` or an array growing here) end the process.
            fatalError("out of memory for a response body of \(newCapacity) bytes")
        }
        base = grown
        capacity = newCapacity
    }
}
