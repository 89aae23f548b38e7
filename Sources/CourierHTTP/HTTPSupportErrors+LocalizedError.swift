public import Foundation

extension CredentialStoreError: LocalizedError {
    /// The ``description``: what the credential store could not do (never the credential).
    public var errorDescription: String? { description }
}

extension MultipartParseError: LocalizedError {
    /// The ``description``: why the multipart body could not be read.
    public var errorDescription: String? { description }
}
