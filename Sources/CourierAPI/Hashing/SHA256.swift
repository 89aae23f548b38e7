internal import CourierSupport

/// The SHA-256 hash (FIPS 180-4), one-shot or incremental, in portable Swift.
///
/// Operation identifiers (``GraphQLOperation/operationIdentifier``) and Automatic Persisted
/// Queries use lowercase hex SHA-256 digests of the document text. (CryptoKit is not available
/// on Linux.)
///
/// ```swift
/// var hasher = SHA256()
/// hasher.update("ab".utf8)
/// hasher.update("c".utf8)
/// hasher.finalize() == SHA256.hash("abc".utf8)
/// ```
public struct SHA256: Sendable {
    /// The digest length in bytes.
    public static let byteCount = SHA256Hasher.byteCount

    private var hasher = SHA256Hasher()

    /// Creates a hasher with nothing hashed yet.
    public init() {}

    /// Adds bytes to the message.
    ///
    /// - Parameter bytes: The next bytes.
    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bytes)
    }

    /// Adds bytes to the message.
    ///
    /// - Parameter bytes: The next bytes, e.g. `[UInt8]`, `Data` or `string.utf8`.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        hasher.update(bytes)
    }

    /// The digest of everything added so far; the hasher can keep going afterwards.
    ///
    /// - Returns: 32 bytes.
    public func finalize() -> [UInt8] {
        hasher.finalize()
    }

    /// The digest of a whole message.
    ///
    /// - Parameter bytes: The message.
    /// - Returns: 32 bytes.
    public static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        SHA256Hasher.hash(bytes)
    }

    /// The lowercase hex digest of a whole message.
    ///
    /// - Parameter bytes: The message.
    /// - Returns: 64 hex characters.
    public static func hexDigest(_ bytes: some Sequence<UInt8>) -> String {
        SHA256Hasher.hexDigest(bytes)
    }
}
