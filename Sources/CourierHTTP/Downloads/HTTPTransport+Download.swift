import CourierSupport
public import Foundation

extension HTTPRequest {
    /// A copy whose successful response body the transport writes into a new temporary file in
    /// `directory` as it arrives (``HTTPRequest/downloadDirectory``).
    /// - Parameter directory: Where the temporary file goes; the final file's directory.
    /// - Returns: The request.
    public func downloading(into directory: URL) -> HTTPRequest {
        var copy = self
        copy.downloadDirectory = directory
        return copy
    }
}

extension HTTPTransport {
    /// Sends `request` and writes a successful (2xx) response body to `destination`: written as
    /// it arrives into a temporary file beside `destination`, then moved into place (replacing
    /// any file there) only once the body is complete.
    ///
    /// Works through any chain of middleware: auth, retry and event monitors see the response
    /// with an empty ``HTTPResponse/body`` and the temporary file in ``HTTPResponse/bodyFile``.
    /// ``URLSessionTransport`` writes the body to disk as it arrives, within
    /// ``URLSessionTransport/Configuration/maximumDownloadBytes``; a transport that does not
    /// (a mock) returns the body in memory, and it is written to the file afterwards.
    ///
    /// A response with another status is returned as it is, its body in memory; nothing is
    /// written to `destination`. If the transfer fails or the task is cancelled, the temporary
    /// file is removed and `destination` is untouched.
    ///
    /// With `resume` set to ``DownloadResumePolicy/whenServerSupportsRanges``, an interrupted
    /// download keeps what arrived when the server allows it, and the next call continues it with
    /// a `Range` request (see ``DownloadResumePolicy``); ``HTTPRequest/downloadProgress`` then
    /// starts at the kept bytes, and the transport's download limit applies to the whole body.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - destination: A `file:` URL for the body.
    ///   - resume: Whether to keep and continue interrupted downloads; ``DownloadResumePolicy/never``
    ///     by default.
    /// - Returns: The response; for a 2xx status its ``HTTPResponse/bodyFile`` is `destination`.
    /// - Throws: ``HTTPError`` as ``send(_:)`` does; `.invalidRequest` when `destination` is not
    ///   a file URL or the file cannot be moved into place.
    public func download(
        _ request: HTTPRequest, to destination: URL, resume: DownloadResumePolicy = .never
    ) async throws -> HTTPResponse {
        let response = try await downloadToTemporaryFile(request, beside: destination, resume: resume)
        guard let temporary = response.bodyFile else { return response }
        return try HTTPDownloadFiles.moveIntoPlace(response, from: temporary, to: destination, request: request)
    }

    /// Sends `request` with ``HTTPRequest/downloadDirectory`` set to `destination`'s directory.
    /// - Parameters:
    ///   - request: The request.
    ///   - destination: Where the body will go.
    ///   - resume: Whether to keep and continue interrupted downloads (see ``DownloadResumePolicy``).
    /// - Returns: The response; a 2xx one has its body in a temporary file (``HTTPResponse/bodyFile``)
    ///   that the caller moves into place (``HTTPDownloadFiles/moveIntoPlace(_:from:to:request:)``)
    ///   or removes (``HTTPDownloadFiles/discard(_:)``).
    /// - Throws: ``HTTPError``.
    public func downloadToTemporaryFile(
        _ request: HTTPRequest, beside destination: URL, resume: DownloadResumePolicy = .never
    ) async throws -> HTTPResponse {
        guard destination.isFileURL else {
            throw HTTPError(.invalidRequest, request: request, message: "a download destination must be a file URL")
        }
        if resume == .whenServerSupportsRanges {
            return try await downloadResumably(request, beside: destination)
        }
        let directory = destination.deletingLastPathComponent()
        var response = try await send(request.downloading(into: directory))
        guard response.isSuccessful, response.bodyFile == nil else { return response }
        // The transport kept the body in memory: write it out so that every caller sees a file.
        response.bodyFile = try HTTPDownloadFiles.temporaryFile(
            holding: response.body, beside: destination, request: request)
        response.body = Data()
        return response
    }
}

/// File moves of downloads.
public enum HTTPDownloadFiles {
    /// Moves the downloaded body at `temporary` to `destination`, replacing any file there.
    /// - Parameters:
    ///   - response: The response whose body is in `temporary`.
    ///   - temporary: The temporary file, beside `destination`.
    ///   - destination: The final place.
    ///   - request: The request, for the error.
    /// - Returns: `response` with ``HTTPResponse/bodyFile`` set to `destination`.
    /// - Throws: ``HTTPError`` of kind `.invalidRequest` when the move fails (the temporary file
    ///   is removed then).
    public static func moveIntoPlace(
        _ response: HTTPResponse, from temporary: URL, to destination: URL, request: HTTPRequest
    ) throws -> HTTPResponse {
        do {
            // rename(2) replaces the destination atomically: readers see the old file or the
            // complete new one, never a partial one.
            let code = POSIXGlue.rename(temporary.path, to: destination.path)
            if code != 0 { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
            DownloadPartialFile(partial: temporary)?.removeRecord()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            DownloadPartialFile(partial: temporary)?.removeRecord()
            throw HTTPError(
                .invalidRequest, request: request, response: response, underlyingError: error,
                message: "the downloaded file could not be moved into place")
        }
        var moved = response
        moved.bodyFile = destination
        return moved
    }

    /// Removes the temporary file of a response that will not be used (a middleware drops it).
    /// - Parameter response: The response; nothing happens without a ``HTTPResponse/bodyFile``.
    public static func discard(_ response: HTTPResponse) {
        guard let file = response.bodyFile else { return }
        try? FileManager.default.removeItem(at: file)
        DownloadPartialFile(partial: file)?.removeRecord()
    }

    /// Writes a body that arrived in memory to a new temporary file beside `destination`.
    /// - Returns: The temporary file.
    /// - Throws: ``HTTPError`` of kind `.invalidRequest` when it cannot be written.
    public static func temporaryFile(holding body: Data, beside destination: URL, request: HTTPRequest)
        throws(HTTPError)
        -> URL
    {
        do {
            let writer = try DownloadFileWriter(in: destination.deletingLastPathComponent())
            do {
                try writer.write(body)
                writer.close()
            } catch {
                writer.discard()
                throw error
            }
            return writer.url
        } catch {
            throw HTTPError(
                .invalidRequest, request: request, underlyingError: error,
                message: "the download's temporary file could not be written")
        }
    }
}
