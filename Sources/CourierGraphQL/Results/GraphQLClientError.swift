public import CourierHTTP
import CourierSupport

/// A failure to get a GraphQL answer: which phase failed, for which operation, with the HTTP
/// status and a bounded excerpt of the body when a response arrived.
///
/// A server answer with `errors` is not one of these (it is a ``GraphQLResult``), except under
/// ``GraphQLErrorPolicy/none``, where it throws with kind ``Kind/graphQLErrors``.
public struct GraphQLClientError: Error, CustomStringConvertible {
    /// The phase that failed.
    public enum Kind: Sendable, Hashable {
        /// The request could not be built (a mutation over GET, variables that do not serialize …).
        case invalidRequest
        /// No response arrived: the connection failed or broke.
        case transport
        /// The exchange took longer than its timeout.
        case timeout
        /// The caller cancelled.
        case cancelled
        /// A non-GraphQL HTTP failure: the status was not 2xx and the body was no GraphQL response.
        case httpStatus(Int)
        /// A 2xx response whose `Content-Type` is not JSON (an HTML page, plain text …).
        case unexpectedContentType(String?)
        /// A 2xx response with no body.
        case emptyBody
        /// The body is not JSON (malformed or truncated) or not a GraphQL response.
        case malformedResponse
        /// The response's `data` does not match the operation's generated types.
        case decoding
        /// The server reported errors and the error policy is ``GraphQLErrorPolicy/none``.
        case graphQLErrors
    }

    /// The phase that failed.
    public var kind: Kind
    /// The name of the operation.
    public var operationName: String
    /// The HTTP request as last sent, if it got that far.
    public var request: HTTPRequest?
    /// The HTTP status, when a response arrived.
    public var statusCode: Int?
    /// The first bytes of the response body as text (bounded), when a response arrived.
    public var bodyExcerpt: String?
    /// The errors the server reported, for ``Kind/graphQLErrors``.
    public var errors: [GraphQLError]
    /// The underlying error: an ``/CourierHTTP/HTTPError``, a JSON parse error, a decoding error …
    public var underlyingError: (any Error)?
    /// How many attempts were made (retry interceptors raise it).
    public var attempts: Int
    /// The response that failed, for retry decisions.
    public var response: HTTPResponse?

    /// Creates an error.
    /// - Parameters:
    ///   - kind: The phase that failed.
    ///   - operationName: The operation's name.
    ///   - request: The HTTP request, if one was built.
    ///   - response: The HTTP response, if one arrived.
    ///   - errors: GraphQL errors, for ``Kind/graphQLErrors``.
    ///   - underlyingError: The cause.
    public init(
        _ kind: Kind,
        operationName: String,
        request: HTTPRequest? = nil,
        response: HTTPResponse? = nil,
        errors: [GraphQLError] = [],
        underlyingError: (any Error)? = nil
    ) {
        self.kind = kind
        self.operationName = operationName
        self.request = request
        self.response = response
        self.statusCode = response?.statusCode
        self.bodyExcerpt = response.map { BodyExcerpt.text(of: $0.body) }
        self.errors = errors
        self.underlyingError = underlyingError
        self.attempts = 1
    }

    /// `GraphQLClientError.kind: operation (status N): excerpt`, without header values.
    public var description: String {
        var text = "GraphQLClientError.\(kind): \(operationName)"
        if let statusCode { text += " (status \(statusCode))" }
        if !errors.isEmpty { text += ": " + errors.map(\.description).joined(separator: "; ") }
        if let bodyExcerpt, !bodyExcerpt.isEmpty { text += ": \(bodyExcerpt)" }
        if let underlyingError { text += " — \(underlyingError)" }
        return text
    }
}

extension GraphQLClientError {
    /// Maps a failure below the GraphQL layer (an ``HTTPError``, a `CancellationError`, anything
    /// else) to a client error for `operationName`; a ``GraphQLClientError`` passes through.
    static func wrapping(_ error: any Error, operationName: String, request: HTTPRequest?) -> GraphQLClientError {
        if let error = error as? GraphQLClientError { return error }
        if error is CancellationError {
            return GraphQLClientError(
                .cancelled, operationName: operationName, request: request, underlyingError: error)
        }
        guard let http = error as? HTTPError else {
            return GraphQLClientError(
                .transport, operationName: operationName, request: request, underlyingError: error)
        }
        let kind: Kind
        switch http.kind {
        case .transport, .responseTooLarge, .serverTrust: kind = .transport
        case .timeout: kind = .timeout
        case .cancelled: kind = .cancelled
        case .httpStatus(let code): kind = .httpStatus(code)
        case .decoding: kind = .malformedResponse
        case .invalidRequest: kind = .invalidRequest
        }
        return GraphQLClientError(
            kind, operationName: operationName, request: http.request ?? request, response: http.response,
            underlyingError: http)
    }
}
