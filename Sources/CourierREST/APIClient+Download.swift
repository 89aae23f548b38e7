public import CourierHTTP
public import Foundation

/// A response body downloaded to a file by ``APIClient/download(_:to:progress:resume:)``.
public struct APIDownload: Sendable {
    /// Where the body is: the destination passed in.
    public var fileURL: URL
    /// The response: status, header fields and URL; its body is empty and its
    /// ``/CourierHTTP/HTTPResponse/bodyFile`` is ``fileURL``.
    public var response: HTTPResponse
    /// The request as the client built it (before middleware changed it).
    public var request: HTTPRequest

    /// Creates a download result.
    /// - Parameters:
    ///   - fileURL: The downloaded file.
    ///   - response: The response.
    ///   - request: The request.
    public init(fileURL: URL, response: HTTPResponse, request: HTTPRequest) {
        self.fileURL = fileURL
        self.response = response
        self.request = request
    }

    /// The response's status code.
    public var statusCode: Int { response.statusCode }
}

extension APIClient {
    /// Sends `endpoint` and writes the response body to `destination`, as it arrives.
    ///
    /// The body goes into a temporary file beside `destination`; only once it is complete and the
    /// response passes the configuration's validation is it moved into place (atomically,
    /// replacing any file there). When the transfer fails, is cancelled, exceeds the transport's
    /// download limit (``/CourierHTTP/URLSessionTransport/Configuration/maximumDownloadBytes``)
    /// or the response is rejected, the temporary file is removed and `destination` is untouched.
    /// Middleware (auth, retry, events) applies as for ``send(_:)``. The endpoint's response
    /// decoding is not used.
    ///
    /// With `resume` set to ``/CourierHTTP/DownloadResumePolicy/whenServerSupportsRanges``, an
    /// interrupted download keeps what arrived (when the server allows resuming it) and the next
    /// call for the same URL and destination asks only for the rest; see
    /// ``/CourierHTTP/DownloadResumePolicy``.
    ///
    /// - Parameters:
    ///   - endpoint: The endpoint to call.
    ///   - destination: A `file:` URL in an existing directory.
    ///   - progress: Receives the download's progress, if set.
    ///   - resume: Whether to keep and continue interrupted downloads; `.never` by default.
    /// - Returns: The file and the response.
    /// - Throws: ``/CourierHTTP/HTTPError`` as ``send(_:)`` does (without `.decoding`):
    ///   `.httpStatus` for a rejected response (its body, in memory, in the error), the
    ///   transport's kinds (`.cancelled`, `.responseTooLarge` …), `.invalidRequest` when the
    ///   destination is not a file URL or the file cannot be moved into place.
    public func download<Response>(
        _ endpoint: Endpoint<Response>, to destination: URL, progress: TransferProgressReporter? = nil,
        resume: DownloadResumePolicy = .never
    ) async throws(HTTPError) -> APIDownload {
        var request = try endpoint.makeRequest(
            using: configuration, base: Self.base(base, for: endpoint), encoder: bodyEncoder)
        request.downloadProgress = progress
        let response: HTTPResponse
        do {
            response = try await chain.downloadToTemporaryFile(request, beside: destination, resume: resume)
        } catch {
            throw ResponseErrors.transport(error, request: request)
        }
        guard configuration.validation.isValid(response) else {
            HTTPDownloadFiles.discard(response)
            let serverError = endpoint.serverErrorDecoder?.decode(response.body, decoder: bodyDecoder)
            throw ResponseErrors.status(request: request, response: response, serverError: serverError)
        }
        do {
            let temporary =
                try response.bodyFile
                ?? HTTPDownloadFiles.temporaryFile(
                    holding: response.body, beside: destination, request: request)
            let moved = try HTTPDownloadFiles.moveIntoPlace(
                response, from: temporary, to: destination, request: request)
            return APIDownload(fileURL: destination, response: moved, request: request)
        } catch let error as HTTPError {
            throw error
        } catch {
            throw ResponseErrors.transport(error, request: request)
        }
    }
}
