import Foundation

/// A temporary file a download writes its body into as it arrives, in the directory the final
/// file goes to (so that moving it into place is a rename on one file system).
///
/// Not thread-safe: its exchange uses it only inside its own lock.
final class DownloadFileWriter {
    /// The temporary file.
    let url: URL
    /// Bytes written so far.
    private(set) var count: Int64 = 0
    private var handle: FileHandle?

    /// Creates an empty temporary file in `directory`.
    /// - Throws: The file system's error when the file cannot be created.
    init(in directory: URL) throws {
        url = directory.appendingPathComponent(".courier-download-\(UUID().uuidString).partial")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forWritingTo: url)
    }

    /// Whether a failed download keeps the file (a resumable one, see ``DownloadResumePolicy``).
    var keepsOnFailure = false

    /// Opens `file`, a resumable download's partial file, keeping its first `offset` bytes
    /// (none to start over) and writing after them.
    /// - Throws: The file system's error when the file cannot be opened.
    init(partial file: URL, keeping offset: Int64) throws {
        url = file
        if !FileManager.default.fileExists(atPath: file.path) {
            guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
                throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: file.path])
            }
        }
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: UInt64(offset))
        try handle.seekToEnd()
        self.handle = handle
        count = offset
    }

    /// Appends `data`.
    func write(_ data: Data) throws {
        try handle?.write(contentsOf: data)
        count += Int64(data.count)
    }

    /// Closes the file, keeping it (the download completed).
    func close() {
        try? handle?.close()
        handle = nil
    }

    /// Closes and deletes the file (the download failed or was cancelled).
    func discard() {
        close()
        try? FileManager.default.removeItem(at: url)
    }

    /// Ends a download that did not complete: keeps the file when ``keepsOnFailure`` and
    /// `interrupted` (the connection failed, timed out or was cancelled), deletes it and its
    /// resume record otherwise.
    func abandon(interrupted: Bool) {
        guard keepsOnFailure, interrupted else {
            discard()
            DownloadPartialFile(partial: url)?.removeRecord()
            return
        }
        close()
    }
}
