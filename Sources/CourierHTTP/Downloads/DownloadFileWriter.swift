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
}
