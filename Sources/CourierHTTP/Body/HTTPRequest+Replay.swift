extension HTTPRequest {
    /// Throws when sending this request again would need its body again and the body is a
    /// one-shot stream.
    /// - Parameters:
    ///   - reason: Why the request would be sent again, for the message (e.g. "a retry after 503").
    ///   - response: The response that made the caller want to resend, dropped here (its
    ///     downloaded file, if any, is removed).
    /// - Throws: ``HTTPError`` of kind ``HTTPError/Kind/invalidRequest`` with
    ///   ``HTTPBodyStreamError/notReplayable`` as the underlying error.
    func checkReplayable(for reason: String, response: HTTPResponse?) throws(HTTPError) {
        guard let body = bodySource, !body.isReplayable else { return }
        if let response { HTTPDownloadFiles.discard(response) }
        throw HTTPError(
            .invalidRequest, request: self, response: response, underlyingError: HTTPBodyStreamError.notReplayable,
            message: "\(reason) would send the request again, but its body is a one-shot stream that was already sent")
    }
}
