public import Foundation

/// Where the bytes of a request body come from: memory, a local file, or chunks produced while
/// the request is sent.
///
/// A file is read as it is sent and never loaded whole. A body can be sent again (by a retry,
/// an auth refresh or a redirect) only when ``isReplayable``: bytes in memory and files are; a
/// stream is when it was made from a factory (``HTTPBodyStream/init(length:makeChunks:)``).
public enum HTTPBody: Sendable, Hashable {
    /// Bytes in memory.
    case data(Data)
    /// A local file (`file:` URL), streamed from disk while sending.
    case file(URL)
    /// Chunks produced while sending.
    case stream(HTTPBodyStream)

    /// The body's length in bytes when it is known before sending: the byte count, the file's
    /// size, or the length a stream declared; `nil` otherwise (sent chunked).
    public var knownLength: Int64? {
        switch self {
        case .data(let data): Int64(data.count)
        case .file(let url): Self.fileSize(of: url)
        case .stream(let stream): stream.length
        }
    }

    /// Whether the body can be produced again for a second attempt.
    public var isReplayable: Bool {
        switch self {
        case .data, .file: true
        case .stream(let stream): stream.isReplayable
        }
    }

    /// The size of the file at `url`, or `nil` when it cannot be read.
    static func fileSize(of url: URL) -> Int64? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = attributes[.size] as? NSNumber
        else { return nil }
        return size.int64Value
    }
}
