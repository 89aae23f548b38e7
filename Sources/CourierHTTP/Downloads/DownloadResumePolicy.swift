/// Whether an interrupted download is continued where it stopped
/// (``HTTPTransport/download(_:to:resume:)``).
///
/// With ``whenServerSupportsRanges`` the body is written into a partial file beside the
/// destination (`.NAME.courier-partial`). When the transfer fails or is cancelled and the
/// response carried a validator (a strong `ETag`, or `Last-Modified`) and `Accept-Ranges: bytes`,
/// that file is kept, with the validator, the URL and the full length in a small record beside it
/// (`.NAME.courier-partial.resume`). The next download of the same URL to the same destination
/// asks for the rest only (`Range: bytes=N-` with `If-Range: <validator>`) and appends it; if the
/// server sends the whole body instead (the resource changed, or it ignores ranges), answers
/// `416`, or sends a range that does not continue the file, the download starts over from zero.
public enum DownloadResumePolicy: Sendable, Hashable {
    /// Every download starts from zero; a failed one leaves nothing behind (the default).
    case never
    /// Keep what arrived when a download fails, if the server allows resuming it, and continue
    /// from there the next time.
    case whenServerSupportsRanges
}
