import Foundation
import Testing

@testable import CourierHTTP

@Suite("Credential stores")
struct CredentialStoreTests {
    private let credential = Credential(
        accessToken: "access-secret",
        refreshToken: "refresh-secret",
        expiresAt: Date(timeIntervalSinceReferenceDate: 812_345_678.25)
    )

    /// A fresh directory under the system's temporary directory, removed by the caller.
    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("courier-auth-\(UUID().uuidString)", isDirectory: true)
    }

    private func permissions(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        let number = try #require(attributes[.posixPermissions] as? NSNumber)
        return number.intValue & 0o777
    }

    @Test("the in-memory store saves, loads and deletes")
    func inMemoryRoundTrip() async throws {
        let store = InMemoryCredentialStore()
        #expect(await store.load() == nil)
        await store.save(credential)
        #expect(await store.load() == credential)
        await store.delete()
        #expect(await store.load() == nil)
    }

    @Test("the file store round-trips a credential into an owner-only file")
    func fileRoundTripAndPermissions() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("nested/credential.json")
        let store = FileCredentialStore(fileURL: file)

        #expect(try await store.load() == nil)
        try await store.save(credential)
        #expect(try await store.load() == credential)
        #expect(try permissions(of: file) == 0o600)
        #expect(try permissions(of: file.deletingLastPathComponent()) == 0o700)
        // The atomic write leaves no temporary file behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        #expect(names == ["credential.json"])
    }

    @Test("saving over a world-readable file leaves an owner-only one")
    func overwriteTightensPermissions() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("credential.json")
        #expect(
            FileManager.default.createFile(
                atPath: file.path, contents: Data("x".utf8), attributes: [.posixPermissions: 0o644]))
        #expect(try permissions(of: file) == 0o644)

        let store = FileCredentialStore(fileURL: file)
        try await store.save(credential)
        let replacement = Credential(accessToken: "second")
        try await store.save(replacement)

        #expect(try permissions(of: file) == 0o600)
        #expect(try await store.load() == replacement)
    }

    @Test(
        "a corrupt file gives a typed error",
        arguments: [
            Data("not json".utf8),
            Data(#"{"version":1,"credential":{"accessToken":"#.utf8),
            Data(#"{"version":2,"credential":{"accessToken":"a"}}"#.utf8),
            Data(#"{"accessToken":"a"}"#.utf8),
            Data(repeating: 0x20, count: 100_000),
        ])
    func corruptFile(contents: Data) async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("credential.json")
        try contents.write(to: file)

        await #expect(throws: CredentialStoreError.corruptData) {
            try await FileCredentialStore(fileURL: file).load()
        }
    }

    @Test("deleting removes the file and is harmless when there is none")
    func fileDelete() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("credential.json")
        let store = FileCredentialStore(fileURL: file)
        try await store.save(credential)
        try await store.delete()
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try await store.load() == nil)
        try await store.delete()
    }

    @Test("a parent path that is a file gives a file-system error")
    func unwritableLocation() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        let store = FileCredentialStore(fileURL: blocker.appendingPathComponent("credential.json"))

        do {
            try await store.save(credential)
            Issue.record("saving under a regular file succeeded")
        } catch let error as CredentialStoreError {
            guard case .fileSystem(operation: "mkdir", _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
        }
    }
}
