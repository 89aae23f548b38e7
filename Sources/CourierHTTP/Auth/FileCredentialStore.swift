public import Foundation

/// A credential store that keeps the credential in a file only its owner can read and write.
///
/// The file is created with permissions `0600` (owner read/write) by `open(2)` itself, so there
/// is no moment at which it exists with wider permissions, and every save writes a new temporary
/// file in the same directory and renames it over the old one: a reader sees the old credential or
/// the new one, never half of each. A missing parent directory is created with permissions `0700`.
///
/// Prefer `KeychainCredentialStore` on Apple platforms; this store is for Linux servers and
/// command-line tools. Calls are serialised by the actor.
public actor FileCredentialStore: CredentialStore {
    /// The file that holds the credential.
    public nonisolated let fileURL: URL

    /// Creates a store backed by `fileURL`; nothing is read or written until first use.
    /// - Parameter fileURL: A `file:` URL; the file need not exist.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// Reads the credential from the file.
    /// - Returns: The credential, or `nil` when the file does not exist.
    /// - Throws: ``CredentialStoreError/corruptData`` when the file does not hold a credential,
    ///   ``CredentialStoreError/fileSystem(operation:code:)`` when it cannot be read.
    public func load() throws -> Credential? {
        guard let data = try POSIXFile.readFile(path: fileURL.path, limit: CredentialCodec.maximumSize) else {
            return nil
        }
        return try CredentialCodec.decode(data)
    }

    /// Writes `credential` to the file atomically, with permissions `0600`.
    /// - Parameter credential: The credential to keep.
    /// - Throws: ``CredentialStoreError/fileSystem(operation:code:)`` when the file cannot be written.
    public func save(_ credential: Credential) throws {
        let data = try CredentialCodec.encode(credential)
        let directory = fileURL.deletingLastPathComponent()
        try POSIXFile.makeDirectories(path: directory.path, permissions: 0o700)
        let temporary =
            directory
            .appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp").path
        try POSIXFile.writeNew(path: temporary, data: data, permissions: 0o600)
        do {
            try POSIXFile.renameFile(temporary, to: fileURL.path)
        } catch {
            POSIXFile.removeIgnoringErrors(path: temporary)
            throw error
        }
    }

    /// Removes the file; does nothing when it does not exist.
    /// - Throws: ``CredentialStoreError/fileSystem(operation:code:)`` when it cannot be removed.
    public func delete() throws {
        try POSIXFile.removeFile(path: fileURL.path)
    }
}
