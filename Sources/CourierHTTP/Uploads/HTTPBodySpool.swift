import Foundation

/// Writes a streamed request body into a temporary file before it is sent, so that URLSession
/// uploads it from disk (`uploadTask(with:fromFile:)`).
///
/// Used on Linux: FoundationNetworking reads an `httpBodyStream` on the session's work queue and
/// takes a stream without bytes ready as the end of the body, so feeding it from a producer task
/// means blocking that queue; with several streamed uploads at once, the blocked queues starved
/// the dispatch threads other sessions need and requests hung. Spooling keeps memory bounded (a
/// chunk at a time) at the cost of a disk copy and of sending only once the producer is done.
enum HTTPBodySpool {
    /// Pulls every chunk of `stream` into a new temporary file.
    /// - Parameters:
    ///   - stream: The body.
    ///   - request: The request, for errors.
    /// - Returns: The file, which the caller removes when the exchange ends.
    /// - Throws: ``HTTPError`` of kind `.cancelled` when the calling task is cancelled, and of
    ///   kind `.invalidRequest` when the stream throws, its declared length is wrong or the file
    ///   cannot be written.
    static func spool(_ stream: HTTPBodyStream, for request: HTTPRequest) async throws(HTTPError) -> URL {
        let writer: DownloadFileWriter
        do {
            writer = try DownloadFileWriter(in: FileManager.default.temporaryDirectory)
        } catch {
            throw HTTPError(
                .invalidRequest, request: request, underlyingError: error,
                message: "the streamed request body could not be written to a temporary file")
        }
        do {
            for try await chunk in stream.makeChunks() {
                try Task.checkCancellation()
                try writer.write(chunk)
            }
            // A cancelled consumer can see a sequence end early; never send a truncated body.
            try Task.checkCancellation()
        } catch is CancellationError {
            writer.discard()
            throw HTTPError(.cancelled, request: request)
        } catch {
            writer.discard()
            throw HTTPError(
                .invalidRequest, request: request, underlyingError: error,
                message: "the request body could not be produced")
        }
        writer.close()
        if let length = stream.length, length != writer.count {
            writer.discard()
            throw HTTPError(
                .invalidRequest, request: request,
                message: "the request body stream declared \(length) bytes but produced \(writer.count)")
        }
        return writer.url
    }
}
