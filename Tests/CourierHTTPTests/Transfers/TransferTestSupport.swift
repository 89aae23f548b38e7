import CourierHTTP
import Foundation
import Testing

/// Files and bodies for the transfer tests.
enum TransferFixtures {
    /// `count` bytes of a repeating, position-dependent pattern (so a shifted or truncated body
    /// does not compare equal).
    static func bytes(_ count: Int, seed: UInt8 = 7) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ ($0 >> 10)) &+ seed })
    }

    /// A new empty directory under the temporary directory.
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("courier-transfer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A file holding `data` in a new directory.
    static func file(_ data: Data) throws -> URL {
        let url = try directory().appendingPathComponent("body.bin")
        try data.write(to: url)
        return url
    }

    /// The names in `directory`.
    static func contents(of directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// `data` as a sequence of `size`-byte chunks.
    static func chunks(of data: Data, size: Int) -> [Data] {
        stride(from: 0, to: data.count, by: size).map { data.subdata(in: $0..<min($0 + size, data.count)) }
    }
}

/// An async sequence of chunks from an array, pausing between them so the transport overtakes it.
struct ChunkSequence: AsyncSequence, Sendable {
    typealias Element = Data
    let chunks: [Data]
    var failAfter: Int?

    struct AsyncIterator: AsyncIteratorProtocol {
        var index = 0
        let chunks: [Data]
        let failAfter: Int?

        mutating func next() async throws -> Data? {
            if let failAfter, index == failAfter { throw ChunkSequenceError.failed }
            guard index < chunks.count else { return nil }
            defer { index += 1 }
            await Task.yield()
            return chunks[index]
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: chunks, failAfter: failAfter)
    }
}

enum ChunkSequenceError: Error {
    case failed
}

/// Collects a reporter's updates until it finishes.
func collectProgress(_ reporter: TransferProgressReporter) -> Task<[TransferProgress], Never> {
    Task {
        var steps: [TransferProgress] = []
        for await step in reporter.updates { steps.append(step) }
        return steps
    }
}

/// The base URL of the Python range file server (`scripts/lib/range_file_server.py`), when
/// `scripts/test` started it and named it in `COURIER_RANGE_FILE_SERVER_URL`.
let rangeFileServerURL = ProcessInfo.processInfo.environment["COURIER_RANGE_FILE_SERVER_URL"]
    .flatMap(URL.init(string:))

/// The trait that skips a suite when the range file server does not run.
let rangeFileServerEnabled = ConditionTrait.enabled(
    if: rangeFileServerURL != nil, "COURIER_RANGE_FILE_SERVER_URL is not set")
