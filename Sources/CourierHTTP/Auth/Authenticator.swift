/// The app's half of authentication: how a credential goes onto a request, how to obtain a new
/// one, and which responses mean "not authorized".
///
/// ``AuthMiddleware`` calls these; every requirement except ``refresh(_:)`` has a default.
///
/// **Refreshing bypasses the auth middleware.** ``refresh(_:)`` may make HTTP requests through
/// any transport, including a ``MiddlewareTransport`` that contains the very ``AuthMiddleware``
/// that asked for the refresh: while the refresh runs, that middleware recognises requests made
/// from the refresh's task (by a task-local marker, inherited by child tasks and by `Task { }`,
/// but not by `Task.detached`) and passes them on untouched, without a credential and without
/// waiting for the refresh in progress — so a refresh can never deadlock on itself. Handing the
/// authenticator the raw transport works just as well.
public protocol Authenticator: Sendable {
    /// Puts `credential` on `request`.
    ///
    /// The default sets `Authorization: Bearer <access token>`, replacing any value.
    /// - Parameters:
    ///   - credential: The credential to send.
    ///   - request: The request to authorize.
    func apply(_ credential: Credential, to request: inout HTTPRequest)

    /// Obtains a new credential in place of `credential`, which the server rejected or which
    /// expired.
    ///
    /// Called at most once at a time per ``AuthMiddleware``, however many requests are waiting;
    /// cancelling a waiting request does not cancel the refresh.
    /// - Parameter credential: The credential to replace (it holds the refresh token, if any).
    /// - Returns: The new credential; the middleware saves it in its ``CredentialStore``.
    /// - Throws: Any error when no new credential can be had; every waiting request then fails
    ///   with an ``HTTPError`` of kind ``HTTPError/Kind/invalidRequest`` wrapping an ``AuthError``.
    func refresh(_ credential: Credential) async throws -> Credential

    /// Whether `response` says that the credential `request` carried was not accepted.
    ///
    /// The default is `statusCode == 401`.
    /// - Parameters:
    ///   - response: The response that arrived.
    ///   - request: The request as sent, with its credential.
    /// - Returns: `true` to refresh (or pick up a newer credential) and send the request again.
    func isUnauthorized(_ response: HTTPResponse, to request: HTTPRequest) -> Bool

    /// Reports that a refreshed credential could not be saved in the store. The credential is
    /// still used for this run of the app. The default does nothing.
    /// - Parameter error: The store's error.
    func credentialStoreDidFail(_ error: any Error)
}

extension Authenticator {
    /// Sets `Authorization: Bearer <access token>`.
    /// - Parameters:
    ///   - credential: The credential to send.
    ///   - request: The request to authorize.
    public func apply(_ credential: Credential, to request: inout HTTPRequest) {
        request.headerFields["Authorization"] = "Bearer \(credential.accessToken)"
    }

    /// Treats status `401` as unauthorized.
    /// - Parameters:
    ///   - response: The response that arrived.
    ///   - request: The request as sent.
    /// - Returns: `response.statusCode == 401`.
    public func isUnauthorized(_ response: HTTPResponse, to request: HTTPRequest) -> Bool {
        response.statusCode == 401
    }

    /// Ignores the failure.
    /// - Parameter error: The store's error.
    public func credentialStoreDidFail(_ error: any Error) {}
}
