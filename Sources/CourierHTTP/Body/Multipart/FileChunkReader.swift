import Foundation

/// Reads a file front to back in chunks of bounded size, never holding it whole.
///
/// The handle opens on the first read and closes at the end of the file, on an error, or when
/// the reader goes away (an attempt abandoned half-way).
final class FileChunkReader {
    private let url: URL
    private var handle: FileHandle?
    private var finished = false

    init(url: URL) { self.url = url }

    deinit { try? handle?.close() }

    /// The next bytes of the file, at most `maximum`.
    /// - Returns: The bytes, or `nil` at the end of the file.
    /// - Throws: The error of opening or reading the file.
    func read(upTo maximum: Int) throws -> Data? {
        guard !finished else { return nil }
        let handle = try self.handle ?? FileHandle(forReadingFrom: url)
        self.handle = handle
        let data = try handle.read(upToCount: maximum) ?? Data()
        guard data.isEmpty else { return data }
        finished = true
        try? handle.close()
        self.handle = nil
        return nil
    }
}
