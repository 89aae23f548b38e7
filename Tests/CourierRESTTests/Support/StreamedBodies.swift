import CourierHTTP
import Foundation

extension HTTPBodyStream {
    /// The chunks of one attempt, in order.
    func collectChunks() async throws -> [Data] {
        var chunks: [Data] = []
        for try await chunk in makeChunks() { chunks.append(chunk) }
        return chunks
    }

    /// The bytes of one attempt.
    func collect() async throws -> Data {
        try await collectChunks().reduce(into: Data()) { $0.append($1) }
    }
}

/// A directory of scratch files that is removed at the end of the test.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("courier-multipart-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `data` to a new file called `name`.
    func file(_ name: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(name)
        try data.write(to: file)
        return file
    }
}
