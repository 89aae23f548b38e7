package import Foundation

/// A `multipart/form-data` body laid out as framing text and part contents, ready to be sent in
/// bounded chunks or collected in memory.
///
/// Shared by the REST form (`MultipartFormData`) and GraphQL uploads, which render their own part
/// headers. Each part is `--boundary CRLF headers CRLF CRLF content CRLF`, and the body ends
/// with `--boundary-- CRLF`.
package struct MultipartBodyLayout: Sendable {
    /// The size of the chunks a streamed body is sent in: 64 KiB.
    package static let defaultChunkSize = 64 * 1024

    /// One part: its header lines (without line ends) and where its content comes from.
    package struct Part: Sendable {
        /// The field name, for error messages.
        package var name: String
        /// The header lines, e.g. `Content-Disposition: form-data; name="a"`.
        package var headerLines: [String]
        /// The content.
        package var content: HTTPBody

        package init(name: String, headerLines: [String], content: HTTPBody) {
            self.name = name
            self.headerLines = headerLines
            self.content = content
        }
    }

    /// A run of the body: framing bytes, or one part's content with the length it declared.
    enum Segment: Sendable {
        case bytes(Data)
        case file(URL, length: Int64, partName: String)
        case stream(HTTPBodyStream, partName: String)
    }

    let segments: [Segment]
    /// The body's length, when every part's length is known.
    package let length: Int64?
    /// Whether every part can be produced again (no one-shot stream).
    package let isReplayable: Bool
    /// Whether every part is bytes in memory.
    package let isInMemory: Bool

    /// Lays out `parts`, measuring file parts.
    /// - Throws: ``MultipartBodyError/unreadableFile(partName:filename:reason:)`` when a file
    ///   part is not a readable regular file.
    package init(boundary: String, parts: [Part]) throws(MultipartBodyError) {
        var segments: [Segment] = []
        var length: Int64? = 0
        var framing = ""
        for (index, part) in parts.enumerated() {
            framing += (index == 0 ? "" : "\r\n") + "--\(boundary)\r\n"
            framing += part.headerLines.map { $0 + "\r\n" }.joined() + "\r\n"
            segments.append(.bytes(Data(framing.utf8)))
            framing = ""
            switch part.content {
            case .data(let data):
                segments.append(.bytes(data))
            case .file(let url):
                let size = try Self.measure(url, partName: part.name)
                segments.append(.file(url, length: size, partName: part.name))
            case .stream(let stream):
                segments.append(.stream(stream, partName: part.name))
            }
        }
        framing += (parts.isEmpty ? "" : "\r\n") + "--\(boundary)--\r\n"
        segments.append(.bytes(Data(framing.utf8)))
        for segment in segments {
            switch segment {
            case .bytes(let data): length = length.map { $0 + Int64(data.count) }
            case .file(_, let size, _): length = length.map { $0 + size }
            case .stream(let stream, _): length = length.flatMap { total in stream.length.map { total + $0 } }
            }
        }
        self.segments = segments.filter { if case .bytes(let data) = $0 { !data.isEmpty } else { true } }
        self.length = length
        isReplayable = parts.allSatisfy(\.content.isReplayable)
        isInMemory = parts.allSatisfy { if case .data = $0.content { true } else { false } }
    }

    /// The body as one sequence of chunks of at most `chunkSize` bytes, pulled while sending:
    /// replayable when every part is, with a length when every part's is known.
    /// - Parameter chunkSize: The largest chunk.
    /// - Returns: The stream.
    package func makeStream(chunkSize: Int = defaultChunkSize) -> HTTPBodyStream {
        let chunks = MultipartBodyChunks(segments: segments, chunkSize: max(1, chunkSize))
        return isReplayable ? HTTPBodyStream(length: length) { chunks } : HTTPBodyStream(length: length, chunks: chunks)
    }

    /// The body to send: bytes in memory when every part is, a stream otherwise.
    /// - Parameter chunkSize: The largest chunk of a stream.
    /// - Returns: The body.
    package func makeBody(chunkSize: Int = defaultChunkSize) throws(MultipartBodyError) -> HTTPBody {
        isInMemory ? .data(try collectInMemory()) : .stream(makeStream(chunkSize: chunkSize))
    }

    /// The whole body in memory, reading file parts whole.
    /// - Throws: ``MultipartBodyError`` for a stream part or a file that cannot be read.
    package func collectInMemory() throws(MultipartBodyError) -> Data {
        var body = Data()
        if let length, length <= Int64(Int.max) { body.reserveCapacity(Int(length)) }
        for segment in segments {
            switch segment {
            case .bytes(let data):
                body.append(data)
            case .file(let url, _, let partName):
                do { body.append(try Data(contentsOf: url)) } catch {
                    throw .unreadableFile(partName: partName, filename: url.lastPathComponent, reason: "\(error)")
                }
            case .stream(_, let partName):
                throw .streamPartInMemory(partName: partName)
            }
        }
        return body
    }

    /// The size of the regular file at `url`.
    /// - Throws: ``MultipartBodyError/unreadableFile(partName:filename:reason:)`` when it is not a
    ///   readable regular file.
    package static func measure(_ url: URL, partName: String) throws(MultipartBodyError) -> Int64 {
        func unreadable(_ reason: String) -> MultipartBodyError {
            .unreadableFile(partName: partName, filename: url.lastPathComponent, reason: reason)
        }
        guard url.isFileURL else { throw unreadable("\(url.scheme ?? "it") is not a file: URL") }
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: url.path) } catch {
            throw unreadable("\(error)")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw unreadable("not a regular file") }
        guard FileManager.default.isReadableFile(atPath: url.path) else { throw unreadable("permission denied") }
        return (attributes[.size] as? NSNumber)?.int64Value ?? 0
    }
}
