import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The few POSIX file calls ``FileCredentialStore`` needs, with `EINTR` retried and failures
/// turned into ``CredentialStoreError/fileSystem(operation:code:)``.
enum POSIXFile {
    /// Reads a whole file, or returns `nil` when it does not exist.
    /// - Throws: `corruptData` when the file is larger than `limit` bytes.
    static func readFile(path: String, limit: Int) throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            let code = errno
            if code == ENOENT { return nil }
            throw CredentialStoreError.fileSystem(operation: "open", code: code)
        }
        defer { _ = close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CredentialStoreError.fileSystem(operation: "read", code: errno)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { throw CredentialStoreError.corruptData }
        }
    }

    /// Creates a file that must not exist yet with exactly `permissions`, writes `data` and
    /// flushes it to disk. On failure the file is removed.
    static func writeNew(path: String, data: Data, permissions: mode_t) throws {
        // O_EXCL: never follow or reuse something already at this path.
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw CredentialStoreError.fileSystem(operation: "open", code: errno) }
        do {
            // The umask can only remove bits from the mode given to open(2); fchmod makes the
            // mode exact (a umask of 0o277 would otherwise leave the owner unable to write).
            guard fchmod(descriptor, permissions) == 0 else {
                throw CredentialStoreError.fileSystem(operation: "fchmod", code: errno)
            }
            try writeAll(descriptor, data)
            guard fsync(descriptor) == 0 else { throw CredentialStoreError.fileSystem(operation: "fsync", code: errno) }
            guard close(descriptor) == 0 else {
                removeIgnoringErrors(path: path)
                throw CredentialStoreError.fileSystem(operation: "close", code: errno)
            }
        } catch {
            _ = close(descriptor)
            removeIgnoringErrors(path: path)
            throw error
        }
    }

    /// Atomically replaces `destination` with `source`.
    static func renameFile(_ source: String, to destination: String) throws {
        guard rename(source, destination) == 0 else {
            throw CredentialStoreError.fileSystem(operation: "rename", code: errno)
        }
    }

    /// Removes a file; a missing file is not an error.
    static func removeFile(path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw CredentialStoreError.fileSystem(operation: "unlink", code: errno)
        }
    }

    /// Creates the directory at `path` and any missing parents with `permissions` (less the
    /// umask); an existing directory is fine.
    static func makeDirectories(path: String, permissions: mode_t) throws {
        if mkdir(path, permissions) == 0 { return }
        switch errno {
        case EEXIST:
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CredentialStoreError.fileSystem(operation: "mkdir", code: ENOTDIR)
            }
        case ENOENT:
            let parent = (path as NSString).deletingLastPathComponent
            guard !parent.isEmpty, parent != path else {
                throw CredentialStoreError.fileSystem(operation: "mkdir", code: ENOENT)
            }
            try makeDirectories(path: parent, permissions: permissions)
            guard mkdir(path, permissions) == 0 || errno == EEXIST else {
                throw CredentialStoreError.fileSystem(operation: "mkdir", code: errno)
            }
        default:
            throw CredentialStoreError.fileSystem(operation: "mkdir", code: errno)
        }
    }

    /// Removes a file while already handling another error.
    static func removeIgnoringErrors(path: String) {
        _ = unlink(path)
    }

    private static func writeAll(_ descriptor: Int32, _ data: Data) throws {
        try data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw CredentialStoreError.fileSystem(operation: "write", code: errno)
                }
                offset += written
            }
        }
    }
}
