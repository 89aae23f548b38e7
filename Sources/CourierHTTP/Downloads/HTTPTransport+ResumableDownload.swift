import Foundation

extension HTTPTransport {
    /// ``downloadToTemporaryFile(_:beside:resume:)`` with resuming: continues the partial file
    /// kept for `destination` when its record names the same URL, and starts over when the
    /// server answers that with `416` or with a range that does not continue the file.
    /// - Returns: The response; a 2xx one has its whole body in the partial file.
    func downloadResumably(_ request: HTTPRequest, beside destination: URL) async throws -> HTTPResponse {
        let partial = DownloadPartialFile(destination: destination)
        let directory = destination.deletingLastPathComponent()
        if let (offset, record) = partial.resumable(from: request.url) {
            var resuming = request
            resuming.headerFields["Range"] = "bytes=\(offset)-"
            resuming.headerFields["If-Range"] = record.validator
            resuming.downloadResume = DownloadResumeRequest(
                partial: partial, offset: offset, validator: record.validator)
            let response = try await send(resuming.downloading(into: directory))
            if let continued = try Self.continued(response, partial: partial, offset: offset, request: request) {
                return continued
            }
        }
        partial.remove()
        var fresh = request
        fresh.downloadResume = DownloadResumeRequest(partial: partial, offset: 0, validator: nil)
        let response = try await send(fresh.downloading(into: directory))
        return try Self.continued(response, partial: partial, offset: 0, request: request) ?? response
    }

    /// The answer to a download of `partial` from `offset`, with its body in the partial file;
    /// `nil` when the download must start over (`416`, or a `206` that does not continue the file).
    private static func continued(
        _ response: HTTPResponse, partial: DownloadPartialFile, offset: Int64, request: HTTPRequest
    ) throws -> HTTPResponse? {
        if response.statusCode == 416 { return offset > 0 ? nil : response }
        guard response.isSuccessful, response.bodyFile == nil else { return response }
        // A transport that keeps bodies in memory (a mock), or the exchange refusing a range
        // that does not continue the file (an empty body).
        var written = response
        if response.statusCode == 206 {
            guard offset > 0, let range = response.headerFields["Content-Range"],
                DownloadResumeStart.parse(contentRange: range)?.start == offset
            else { return nil }
        }
        let start = response.statusCode == 206 ? offset : 0
        do {
            let writer = try DownloadFileWriter(partial: partial.url, keeping: start)
            defer { writer.close() }
            try writer.write(response.body)
        } catch {
            throw HTTPError(
                .invalidRequest, request: request, underlyingError: error,
                message: "the download's partial file could not be written")
        }
        written.body = Data()
        written.bodyFile = partial.url
        return written
    }
}
