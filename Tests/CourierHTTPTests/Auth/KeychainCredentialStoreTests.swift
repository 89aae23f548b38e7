#if canImport(Security)
import Foundation
import Testing
@testable import CourierHTTP

// Compiled and run on Apple platforms only; Linux has no Keychain.
@Suite("Keychain credential store")
struct KeychainCredentialStoreTests {
    @Test("the Keychain store saves, overwrites, loads and deletes a generic-password item")
    func keychainRoundTrip() async throws {
        let store = KeychainCredentialStore(service: "courier-tests-\(UUID().uuidString)")
        defer { Task { try? await store.delete() } }
        let first = Credential(accessToken: "a", refreshToken: "r", expiresAt: Date(timeIntervalSinceReferenceDate: 1))
        let second = Credential(accessToken: "b")

        #expect(try await store.load() == nil)
        try await store.save(first)
        #expect(try await store.load() == first)
        try await store.save(second)
        #expect(try await store.load() == second)
        try await store.delete()
        #expect(try await store.load() == nil)
        try await store.delete()
    }
}
#endif
