#if canImport(Security)
import Foundation
import Security

/// A credential store that keeps the credential as a generic-password item in the Keychain
/// (Apple platforms only).
///
/// The item is identified by `service` and `account` (and `accessGroup`, when given, to share it
/// between apps of one team). It is created readable after the first unlock and only on this
/// device, so it is neither synced nor restored onto another device from a backup.
public struct KeychainCredentialStore: CredentialStore {
    /// The item's service attribute, usually the app's bundle identifier.
    public let service: String
    /// The item's account attribute, e.g. the back end's host name.
    public let account: String
    /// The Keychain access group, or `nil` for the app's default group.
    public let accessGroup: String?

    /// Creates a store for one Keychain item; nothing is read or written until first use.
    /// - Parameters:
    ///   - service: The item's service attribute.
    ///   - account: The item's account attribute.
    ///   - accessGroup: The access group to share the item in, or `nil`.
    public init(service: String, account: String = "default", accessGroup: String? = nil) {
        self.service = service
        self.account = account
        self.accessGroup = accessGroup
    }

    /// Reads the credential from the Keychain item.
    /// - Returns: The credential, or `nil` when there is no item.
    /// - Throws: ``CredentialStoreError/keychain(status:)`` when the Keychain fails,
    ///   ``CredentialStoreError/corruptData`` when the item does not hold a credential.
    public func load() async throws -> Credential? {
        var query = baseQuery()
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        let status = SecItemCopyMatching(query as CFDictionary, &result)
        switch status {
        case errSecSuccess:
            guard let data = result as? Data else { throw CredentialStoreError.corruptData }
            return try CredentialCodec.decode(data)
        case errSecItemNotFound:
            return nil
        default:
            throw CredentialStoreError.keychain(status: status)
        }
    }

    /// Writes `credential` into the Keychain item, creating the item if needed.
    /// - Parameter credential: The credential to keep.
    /// - Throws: ``CredentialStoreError/keychain(status:)`` when the Keychain fails.
    public func save(_ credential: Credential) async throws {
        let data = try CredentialCodec.encode(credential)
        let changes: [String: Any] = [kSecValueData as String: data]
        let status = SecItemUpdate(baseQuery() as CFDictionary, changes as CFDictionary)
        switch status {
        case errSecSuccess:
            return
        case errSecItemNotFound:
            var item = baseQuery()
            item[kSecValueData as String] = data
            item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
            let added = SecItemAdd(item as CFDictionary, nil)
            guard added == errSecSuccess else { throw CredentialStoreError.keychain(status: added) }
        default:
            throw CredentialStoreError.keychain(status: status)
        }
    }

    /// Deletes the Keychain item; does nothing when there is none.
    /// - Throws: ``CredentialStoreError/keychain(status:)`` when the Keychain fails.
    public func delete() async throws {
        let status = SecItemDelete(baseQuery() as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else {
            throw CredentialStoreError.keychain(status: status)
        }
    }

    /// The attributes that identify the item.
    private func baseQuery() -> [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
        if let accessGroup { query[kSecAttrAccessGroup as String] = accessGroup }
        return query
    }
}
#endif
