/// A place that keeps one ``Credential`` between launches: memory, the Keychain or a file.
///
/// ``AuthMiddleware`` loads the credential once, on the first request, and saves every credential
/// a refresh produces. Implementations must be safe to call from any task.
public protocol CredentialStore: Sendable {
    /// Reads the stored credential.
    /// - Returns: The credential, or `nil` when none is stored.
    /// - Throws: ``CredentialStoreError`` when the storage cannot be read or holds data that is
    ///   not a credential.
    func load() async throws -> Credential?

    /// Stores `credential`, replacing any stored one.
    /// - Parameter credential: The credential to keep.
    /// - Throws: ``CredentialStoreError`` when the storage cannot be written.
    func save(_ credential: Credential) async throws

    /// Removes the stored credential; does nothing when none is stored.
    /// - Throws: ``CredentialStoreError`` when the storage cannot be changed.
    func delete() async throws
}

/// The error a ``CredentialStore`` throws. Its description never contains a credential.
public enum CredentialStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The storage holds data that is not a credential (truncated, edited or from another app).
    case corruptData
    /// A file-system call failed; `operation` names the call and `code` is its `errno`.
    case fileSystem(operation: String, code: Int32)
    /// A Keychain call failed with the given `OSStatus`.
    case keychain(status: Int32)

    /// A one-line explanation.
    public var description: String {
        switch self {
        case .corruptData:
            return "CredentialStoreError.corruptData: the stored data is not a credential"
        case .fileSystem(let operation, let code):
            return "CredentialStoreError.fileSystem: \(operation) failed with errno \(code)"
        case .keychain(let status):
            return "CredentialStoreError.keychain: the Keychain answered with status \(status)"
        }
    }
}
