public import CourierHTTP
public import Foundation

extension MultipartFormData {
    /// Appends a local file, read while the form is sent (never loaded whole).
    ///
    /// The file must exist and be readable now; its size is read from the file system when the
    /// request is built, and the send fails with
    /// ``/CourierHTTP/MultipartBodyError/lengthMismatch(partName:declared:actual:)`` if the file
    /// changes size before it has gone out.
    /// - Parameters:
    ///   - fileURL: A `file:` URL of a regular file.
    ///   - name: The field name.
    ///   - filename: The file name the server sees; the URL's last path component by default.
    ///   - contentType: The media type; guessed from the file's extension by default
    ///     (`application/octet-stream` when the extension is unknown).
    /// - Throws: ``/CourierHTTP/MultipartBodyError/unreadableFile(partName:filename:reason:)`` when
    ///   the URL is not a readable regular file.
    public mutating func append(
        fileURL: URL, named name: String, filename: String? = nil, contentType: String? = nil
    ) throws {
        // Measure now so that a wrong path fails where it was written, not when the form is sent.
        _ = try MultipartBodyLayout.measure(fileURL, partName: name)
        parts.append(
            Part(
                name: name, filename: filename ?? fileURL.lastPathComponent,
                contentType: contentType ?? Self.mediaType(forPathExtension: fileURL.pathExtension),
                content: .file(fileURL)))
    }

    /// Appends a part whose bytes a stream produces while the form is sent.
    ///
    /// The form can be sent again (by a retry or a redirect) only when the stream is replayable
    /// (made with ``/CourierHTTP/HTTPBodyStream/init(length:makeChunks:)``); its `length`, when
    /// known, makes the form's `Content-Length` known.
    /// - Parameters:
    ///   - stream: The part's bytes.
    ///   - name: The field name.
    ///   - filename: The file name the server sees.
    ///   - contentType: The media type.
    public mutating func append(
        stream: HTTPBodyStream, named name: String, filename: String, contentType: String = "application/octet-stream"
    ) {
        parts.append(Part(name: name, filename: filename, contentType: contentType, content: .stream(stream)))
    }

    /// Appends a part whose bytes come from an async sequence of chunks, read once while the form
    /// is sent (the form is then one-shot: a retry fails rather than send a partial body).
    /// - Parameters:
    ///   - stream: The part's chunks.
    ///   - length: The total number of bytes, when known (checked while sending).
    ///   - name: The field name.
    ///   - filename: The file name the server sees.
    ///   - contentType: The media type.
    public mutating func append<Chunks: AsyncSequence & Sendable>(
        stream: Chunks, length: Int64?, named name: String, filename: String,
        contentType: String = "application/octet-stream"
    ) where Chunks.Element == Data {
        append(
            stream: HTTPBodyStream(length: length, chunks: stream), named: name, filename: filename,
            contentType: contentType)
    }

    /// Whether some part is a file or a stream, so that the form is sent as a stream.
    public var hasStreamedParts: Bool {
        parts.contains { if case .data = $0.content { false } else { true } }
    }

    /// The body as a stream encoded while it is sent, in chunks of at most `chunkSize` bytes:
    /// file parts are read chunk by chunk, stream parts pulled as they produce. The stream is
    /// replayable unless a part is a one-shot stream, and has a length unless a stream part's is
    /// unknown. For a form without file or stream parts the bytes equal ``encoded()``.
    /// - Parameter chunkSize: The largest chunk; 64 KiB by default.
    /// - Returns: The stream.
    /// - Throws: ``BoundaryError``, or ``/CourierHTTP/MultipartBodyError/unreadableFile(partName:filename:reason:)``
    ///   when a file part cannot be measured.
    public func bodyStream(chunkSize: Int = 64 * 1024) throws -> HTTPBodyStream {
        try layout().makeStream(chunkSize: chunkSize)
    }
}
