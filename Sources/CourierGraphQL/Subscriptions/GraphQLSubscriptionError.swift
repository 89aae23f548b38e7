public import CourierWebSocket

/// Why a subscription (or a streamed incremental response) failed or paused: which phase, the
/// close code or GraphQL errors involved, and the underlying error.
public struct GraphQLSubscriptionError: Error, Sendable, CustomStringConvertible {
    /// The phase or rule that failed.
    public enum Kind: Sendable, Hashable {
        /// The connection could not be opened (socket, handshake or HTTP failure).
        case connectionFailed
        /// An open connection dropped without an orderly close (the ``GraphQLSubscriptionEvent/disconnected(_:)``
        /// event carries this while a reconnection is pending).
        case connectionLost
        /// The server's certificate failed verification on a `wss://` connection. Fatal: a
        /// reconnection would meet the same certificate, so it is not retried.
        case certificateRejected(WebSocketCertificateProblem)
        /// The server closed the connection with a code that has no more specific kind.
        case closed(code: UInt16, reason: String)
        /// 4400: the server (or the client, about the server) saw an invalid message.
        case badRequest(reason: String)
        /// 4401: the connection was not acknowledged before a subscribe.
        case unauthorized(reason: String)
        /// 4403: the server refused the `connection_init` payload (authentication).
        case forbidden(reason: String)
        /// 4406: the server does not speak the subprotocol.
        case subprotocolNotAcceptable(reason: String)
        /// 4408: the server's connection-initialisation timeout elapsed.
        case initialisationTimeout(reason: String)
        /// 4409: the server already has a subscriber with this id.
        case subscriberAlreadyExists(reason: String)
        /// 4429: more than one `connection_init`.
        case tooManyInitialisationRequests(reason: String)
        /// 4500: the server hit an internal error.
        case internalServerError(reason: String)
        /// The server did not send `connection_ack` within the configured timeout.
        case connectionAckTimeout
        /// The server did not answer a keep-alive ping within the configured timeout.
        case pongTimeout
        /// The legacy server refused the connection with `connection_error`.
        case connectionRejected
        /// A server message that is not valid JSON or lacks required members.
        case malformedMessage
        /// A well-formed server message that is not allowed in the current state.
        case unexpectedMessage(String)
        /// A message larger than the configured maximum size.
        case messageTooBig(limit: Int)
        /// The server answered the operation with an `error` message (see ``errors``).
        case operationFailed
        /// More subscriptions than the configured maximum were requested.
        case tooManySubscriptions(limit: Int)
        /// Reconnection gave up after this many attempts.
        case reconnectAttemptsExhausted(attempts: Int)
        /// No transport for this operation type is configured (a missing capability).
        case unsupportedOperation(String)
        /// The consumer fell more than the buffer limit behind.
        case bufferOverflow(limit: Int)
        /// An HTTP streaming response had a status other than 2xx.
        case httpStatus(Int)
        /// An HTTP streaming response was not `multipart/mixed` or JSON, or a part was malformed.
        case invalidStreamingResponse(String)
        /// The transport was shut down.
        case transportClosed
    }

    /// The phase or rule that failed.
    public var kind: Kind
    /// The name of the operation, when the failure is specific to one.
    public var operationName: String?
    /// GraphQL errors the server sent (for ``Kind/operationFailed`` and failed payloads).
    public var errors: [GraphQLError]
    /// The error underneath (a `WebSocketError`, an `HTTPError`, a JSON parse error …).
    public var underlyingError: (any Error)?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: The phase or rule that failed.
    ///   - operationName: The operation's name.
    ///   - errors: GraphQL errors sent by the server.
    ///   - underlyingError: The cause.
    public init(
        _ kind: Kind, operationName: String? = nil, errors: [GraphQLError] = [], underlyingError: (any Error)? = nil
    ) {
        self.kind = kind
        self.operationName = operationName
        self.errors = errors
        self.underlyingError = underlyingError
    }

    /// Whether a reconnection may cure the failure: lost connections, failed connects, timeouts,
    /// and closes with codes outside the 4000–4999 application range. A rejected certificate
    /// (``Kind/certificateRejected(_:)``) is not: the next attempt would meet the same one.
    public var isRetryable: Bool {
        switch kind {
        case .connectionFailed, .connectionLost, .connectionAckTimeout, .pongTimeout: true
        case .closed(let code, _): !(4000...4999).contains(code)
        default: false
        }
    }

    /// `GraphQLSubscriptionError.kind: operation: errors — underlying`.
    public var description: String {
        var text = "GraphQLSubscriptionError.\(kind)"
        if let operationName { text += ": \(operationName)" }
        if !errors.isEmpty { text += ": " + errors.map(\.description).joined(separator: "; ") }
        if let underlyingError { text += " — \(underlyingError)" }
        return text
    }

    /// The typed error for a close frame's code (graphql-transport-ws's 44xx/4500 codes get their
    /// own kinds).
    ///
    /// - Parameters:
    ///   - code: The close code.
    ///   - reason: The close reason.
    /// - Returns: The error.
    public static func closeCode(_ code: UInt16, reason: String) -> GraphQLSubscriptionError {
        let kind: Kind =
            switch code {
            case 4400: .badRequest(reason: reason)
            case 4401: .unauthorized(reason: reason)
            case 4403: .forbidden(reason: reason)
            case 4406: .subprotocolNotAcceptable(reason: reason)
            case 4408: .initialisationTimeout(reason: reason)
            case 4409: .subscriberAlreadyExists(reason: reason)
            case 4429: .tooManyInitialisationRequests(reason: reason)
            case 4500: .internalServerError(reason: reason)
            default: .closed(code: code, reason: reason)
            }
        return GraphQLSubscriptionError(kind)
    }
}
