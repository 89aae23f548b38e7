/// The one error type of Courier's HTTP layer: which phase failed, for which request, with the
/// response (if one arrived) and the underlying error.
///
/// Its description names the request by method and URL only; header values (credentials) and
/// bodies never appear in it.
public struct HTTPError: Error, CustomStringConvertible {
    /// The phase that failed.
    public enum Kind: Sendable, Hashable {
        /// The connection could not be made or broke (refused, reset, DNS, TLS …).
        case transport
        /// The exchange took longer than its timeout.
        case timeout
        /// The caller cancelled (task cancellation, `Cancellable.cancel()`, or cancel-all).
        case cancelled
        /// A response arrived with a status code its validator rejects.
        case httpStatus(Int)
        /// The response body was larger than the limit, in bytes.
        case responseTooLarge(limit: Int)
        /// The response body could not be decoded into the expected type.
        case decoding
        /// The request could not be built or sent as configured (a bad URL, an unsupported scheme,
        /// a refresh that failed …).
        case invalidRequest
        /// The server's certificate was not trusted, or a pinned host could not be checked; the
        /// ``HTTPError/underlyingError`` is the ``ServerTrustError`` that says why.
        case serverTrust
    }

    /// The phase that failed.
    public var kind: Kind
    /// The request, as last sent.
    public var request: HTTPRequest?
    /// The response, when one arrived.
    public var response: HTTPResponse?
    /// The underlying error (a `URLError`, a `DecodingError` …), if any.
    public var underlyingError: (any Error)?
    /// A short human-readable explanation, without secrets.
    public var message: String

    /// Creates an error.
    public init(
        _ kind: Kind,
        request: HTTPRequest? = nil,
        response: HTTPResponse? = nil,
        underlyingError: (any Error)? = nil,
        message: String? = nil
    ) {
        self.kind = kind
        self.request = request
        self.response = response
        self.underlyingError = underlyingError
        self.message = message ?? Self.defaultMessage(for: kind)
    }

    /// `kind: message (METHOD url)`.
    public var description: String {
        var text = "HTTPError.\(kind): \(message)"
        if let request { text += " (\(request))" }
        return text
    }

    private static func defaultMessage(for kind: Kind) -> String {
        switch kind {
        case .transport: return "the connection failed"
        case .timeout: return "the request timed out"
        case .cancelled: return "the request was cancelled"
        case .httpStatus(let code): return "the server answered with status \(code)"
        case .responseTooLarge(let limit): return "the response body exceeded \(limit) bytes"
        case .decoding: return "the response could not be decoded"
        case .invalidRequest: return "the request could not be sent"
        case .serverTrust: return "the server was not trusted"
        }
    }
}
