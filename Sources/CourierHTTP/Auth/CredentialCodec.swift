import Foundation

/// The byte format the persistent stores use: a small versioned JSON document.
///
/// Dates use Foundation's default (seconds since 2001 as a double) so they round-trip exactly.
enum CredentialCodec {
    /// The largest stored document accepted; a credential is a few kilobytes at most.
    static let maximumSize = 64 * 1024

    private struct Envelope: Codable {
        var version: Int
        var credential: Credential
    }

    /// Encodes `credential`.
    static func encode(_ credential: Credential) throws -> Data {
        do {
            return try JSONEncoder().encode(Envelope(version: 1, credential: credential))
        } catch {
            // Encoding plain strings and a date cannot fail in practice; keep it typed anyway.
            throw CredentialStoreError.corruptData
        }
    }

    /// Decodes a credential, throwing ``CredentialStoreError/corruptData`` for anything else.
    static func decode(_ data: Data) throws -> Credential {
        guard data.count <= maximumSize,
            let envelope = try? JSONDecoder().decode(Envelope.self, from: data),
            envelope.version == 1
        else { throw CredentialStoreError.corruptData }
        return envelope.credential
    }
}
