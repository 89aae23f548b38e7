/// A credential store that keeps the credential in memory only, for tests and for apps that log
/// in on every launch.
public actor InMemoryCredentialStore: CredentialStore {
    private var credential: Credential?

    /// Creates a store holding `credential`, or nothing.
    /// - Parameter credential: The initial credential.
    public init(_ credential: Credential? = nil) {
        self.credential = credential
    }

    /// Returns the held credential.
    /// - Returns: The credential, or `nil`.
    public func load() -> Credential? { credential }

    /// Replaces the held credential.
    /// - Parameter credential: The credential to keep.
    public func save(_ credential: Credential) { self.credential = credential }

    /// Forgets the held credential.
    public func delete() { credential = nil }
}
