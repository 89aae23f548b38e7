/// A middleware that authorizes requests with a stored credential and refreshes it, once, when
/// the server rejects it.
///
/// - **One refresh at a time.** However many requests come back unauthorized together, the
///   ``Authenticator`` is asked for one refresh; all of them wait for it and are replayed with the
///   new credential. Requests that start while a refresh is in flight wait for it too, rather
///   than sending a credential about to be replaced.
/// - **Older credentials.** A request rejected with a credential older than the current one is
///   replayed with the current one, without another refresh.
/// - **Any method is replayed.** An unauthorized response means the server did not act on the
///   request, so a `POST` is replayed like a `GET`.
/// - **Each request is replayed at most once.** A second unauthorized response is handed back as
///   it is, as is any unauthorized response once ``Configuration/maximumRefreshes`` refreshes have
///   started within ``Configuration/refreshWindow``, or when there is no credential to refresh.
/// - **Failures.** When the refresh throws, every request waiting for it — and every request sent
///   before it ended that is then rejected with the credential it failed to replace — throws an
///   ``HTTPError`` of kind ``HTTPError/Kind/invalidRequest`` whose `underlyingError` is an
///   ``AuthError`` of kind ``AuthError/Kind/refreshFailed`` (wrapping the authenticator's error);
///   the same with ``AuthError/Kind/credentialUnavailable`` when the store cannot be read.
///   Requests sent after a failed refresh carry the old credential and may start a new refresh,
///   within the limit.
/// - **Streamed bodies.** A request whose body is a one-shot ``HTTPBodyStream`` cannot be
///   replayed: instead it throws ``HTTPError/Kind/invalidRequest`` with
///   ``HTTPBodyStreamError/notReplayable``. Files and replayable streams are sent again.
/// - **Cancellation.** A cancelled waiting request throws ``HTTPError/Kind/cancelled`` at once;
///   the shared refresh goes on for the others.
/// - **Bypass.** Requests made by the refresh itself pass through untouched; see ``Authenticator``.
///
/// The credential is loaded from the ``CredentialStore`` on the first request, and every refreshed
/// credential is saved to it. Copies of a middleware share their state. Place it inside retry
/// middleware, so that each retried attempt is authorized afresh (see ``HTTPMiddleware``).
public struct AuthMiddleware: HTTPMiddleware {
    private let authenticator: any Authenticator
    private let coordinator: AuthCoordinator

    /// Creates the middleware.
    /// - Parameters:
    ///   - authenticator: The app's rules for applying and refreshing credentials.
    ///   - store: Where the credential is kept between launches.
    ///   - configuration: Refresh limits, expiry handling and the clock.
    public init(
        authenticator: any Authenticator,
        store: any CredentialStore,
        configuration: Configuration = Configuration()
    ) {
        self.authenticator = authenticator
        self.coordinator = AuthCoordinator(
            authenticator: authenticator,
            store: store,
            clock: configuration.clock,
            limits: configuration.limits
        )
    }

    /// Authorizes `request`, sends it, and replays it once with a newer credential when the
    /// response says it was unauthorized.
    /// - Parameters:
    ///   - request: The request to authorize.
    ///   - next: Sends a request through the rest of the chain.
    /// - Returns: The response to the last attempt.
    /// - Throws: Whatever `next` throws; ``HTTPError`` of kind ``HTTPError/Kind/invalidRequest``
    ///   wrapping an ``AuthError`` when no credential could be had, or of kind
    ///   ``HTTPError/Kind/cancelled`` when the task was cancelled while waiting for a refresh.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        if AuthRefreshScope.activeCoordinators.contains(ObjectIdentifier(coordinator)) {
            return try await next(request)  // made by our own refresh: never wait for it
        }
        let grant = try grant(from: await coordinator.credentialForRequest(), for: request, response: nil)
        let sent = authorized(request, with: grant)
        let response = try await next(sent)
        guard authenticator.isUnauthorized(response, to: sent) else { return response }

        let outcome = await coordinator.unauthorized(sent: grant)
        if case .giveUp = outcome { return response }
        let replayGrant = try self.grant(from: outcome, for: request, response: response)
        // A log-out while waiting leaves nothing to replay with.
        guard replayGrant.credential != nil else { return response }
        try request.checkReplayable(for: "a credential refresh after status \(response.statusCode)", response: response)
        HTTPDownloadFiles.discard(response)
        return try await next(authorized(request, with: replayGrant))
    }

    /// Replaces the credential — after a log-in, or with `nil` after a log-out — saving it in the
    /// store. Requests waiting for a refresh proceed with it at once.
    /// - Parameter credential: The new credential, or `nil` to remove it.
    /// - Throws: The store's error; the credential in use is then unchanged.
    public func setCredential(_ credential: Credential?) async throws {
        try await coordinator.setCredential(credential)
    }

    /// The coordinator, for tests that watch waiters.
    var coordinatorForTesting: AuthCoordinator { coordinator }

    private func authorized(_ request: HTTPRequest, with grant: AuthGrant) -> HTTPRequest {
        guard let credential = grant.credential else { return request }
        var request = request
        authenticator.apply(credential, to: &request)
        return request
    }

    private func grant(from outcome: AuthOutcome, for request: HTTPRequest, response: HTTPResponse?) throws -> AuthGrant
    {
        switch outcome {
        case .proceed(let grant):
            return grant
        case .giveUp:
            // Not produced before the first attempt; treat it as "send without a credential".
            return AuthGrant(credential: nil, generation: 0)
        case .failed(let error):
            // `request` is the caller's, without the credential we added.
            throw HTTPError(
                .invalidRequest, request: request, response: response, underlyingError: error, message: error.message)
        case .cancelled:
            throw HTTPError(.cancelled, request: request)
        }
    }
}
