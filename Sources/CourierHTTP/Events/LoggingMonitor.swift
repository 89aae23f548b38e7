import Foundation

/// An ``HTTPEventMonitor`` that writes one line per attempt start and finish to a sink you choose
/// (`print`, `os.Logger`, a file …), never writing secrets.
///
/// Lines look like:
/// ```
/// → GET https://api.example.com/me #1 [Accept: application/json, Authorization: <redacted>]
/// ← 200 GET https://api.example.com/me #1 in 42 ms, sent 0 B, received 512 B (first byte 40 ms)
/// ✕ GET https://api.example.com/me #2 in 3 ms: HTTPError.timeout: the request timed out (GET …)
/// ```
/// The timing in parentheses appears when the transport reports ``HTTPTransferMetrics``
/// (connection phases only where the platform measures them). Bodies are never written. Header
/// values named in ``redaction`` (by default `Authorization`, `Proxy-Authorization`, `Cookie` and
/// `Set-Cookie`, case-insensitively) are replaced by `<redacted>` in both request and response
/// headers.
public struct LoggingMonitor: HTTPEventMonitor {
    /// Which header values are hidden.
    public var redaction: HeaderRedaction
    /// Whether header fields are written at all.
    public var logsHeaders: Bool
    /// Receives each line.
    public var sink: @Sendable (String) -> Void

    /// Creates the monitor.
    /// - Parameters:
    ///   - redactedHeaderNames: Header names to hide in addition to the defaults, in any case.
    ///   - logsHeaders: Whether to write header fields (redacted); `true` by default.
    ///   - sink: Receives each line, without a trailing newline.
    public init(
        redactedHeaderNames: Set<String> = [],
        logsHeaders: Bool = true,
        sink: @escaping @Sendable (String) -> Void
    ) {
        self.redaction = HeaderRedaction(additionalNames: redactedHeaderNames)
        self.logsHeaders = logsHeaders
        self.sink = sink
    }

    /// Writes the start line.
    /// - Parameter event: The attempt that starts.
    public func attemptDidStart(_ event: HTTPAttemptStartedEvent) {
        sink("→ \(event.request) #\(event.attempt)\(headers(event.request.headerFields))")
    }

    /// Writes the finish line.
    /// - Parameter event: The attempt that finished.
    public func attemptDidFinish(_ event: HTTPAttemptFinishedEvent) {
        let timing = "in \(Int((event.duration * 1000).rounded())) ms"
        if let error = event.error {
            sink("✕ \(event.request) #\(event.attempt) \(timing): \(describe(error))")
        } else if let response = event.response {
            sink(
                "← \(response.statusCode) \(event.request) #\(event.attempt) \(timing), "
                    + "sent \(event.bytesSent) B, received \(event.bytesReceived) B"
                    + transferTiming(event.transferMetrics)
                    + headers(response.headerFields)
            )
        }
    }

    /// ` (first byte 12 ms, dns 1 ms, connect 3 ms, tls 2 ms)`, with the parts the transport reported.
    private func transferTiming(_ metrics: HTTPTransferMetrics?) -> String {
        guard let metrics else { return "" }
        let parts = [
            ("first byte", metrics.timeToFirstByte), ("dns", metrics.domainLookup), ("connect", metrics.connect),
            ("tls", metrics.secureConnection),
        ].compactMap { name, seconds in seconds.map { "\(name) \(Int(($0 * 1000).rounded())) ms" } }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }

    private func headers(_ fields: HTTPFields) -> String {
        guard logsHeaders, !fields.isEmpty else { return "" }
        return " [\(redaction.describe(fields))]"
    }

    /// ``HTTPError``'s description names only method and URL; other errors are described by
    /// type and code so that their user-info dictionaries (which may echo headers) stay out.
    private func describe(_ error: any Error) -> String {
        if let error = error as? HTTPError { return error.description }
        if error is CancellationError { return "CancellationError" }
        let bridged = error as NSError
        return "\(type(of: error)) (\(bridged.domain) \(bridged.code))"
    }
}
