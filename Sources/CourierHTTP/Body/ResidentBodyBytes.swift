package import Foundation

/// Where the bytes of a body that a transport received into memory of its own lie, so that a JSON
/// parse can read them in place instead of copying them (`JSONTape`'s resident-bytes
/// initializer).
///
/// The memory belongs to the body's `Data` (made with `Data(bytesNoCopy:count:deallocator:)`),
/// which frees it when its last copy goes: a reader that holds a copy of the body keeps the bytes
/// where they are and as they are, since no copy of a shared `Data` is changed in place.
///
/// It says where the body is, not what it is, so it takes no part in a response's equality or
/// hash.
package struct ResidentBodyBytes: Hashable, Sendable {
    /// The address's bits (0 for none): kept as a number, since it is only compared here, and
    /// read through only by whoever holds the body it belongs to.
    private let addressBits: UInt
    private let count: Int

    /// No known place: every reader copies the body.
    package init() {
        addressBits = 0
        count = 0
    }

    /// The `count` bytes at `address`, which a body's `Data` now owns.
    package init(address: UnsafeRawPointer, count: Int) {
        addressBits = UInt(bitPattern: address)
        self.count = count
    }

    /// The address of `body`'s bytes when `body` still is the body that was received there (a
    /// middleware may have replaced it), otherwise `nil`.
    package func address(of body: Data) -> UnsafeRawPointer? {
        guard let address = UnsafeRawPointer(bitPattern: addressBits), body.count == count else { return nil }
        return body.withUnsafeBytes { $0.baseAddress == address } ? address : nil
    }

    package static func == (lhs: ResidentBodyBytes, rhs: ResidentBodyBytes) -> Bool { true }

    package func hash(into hasher: inout Hasher) {}
}
