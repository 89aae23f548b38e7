import Foundation

/// A credential as handed to one request, tagged with the generation it belongs to.
///
/// The generation grows by one whenever the credential changes (loaded, refreshed or set), so a
/// `401` for a request sent with an older generation means "retry with the current credential",
/// not "refresh again".
struct AuthGrant: Sendable, Equatable {
    /// The credential to send, or `nil` to send the request without one.
    var credential: Credential?
    /// The generation of `credential`.
    var generation: Int
}

/// What a request does next, as decided by ``AuthStateMachine``.
enum AuthOutcome: Sendable {
    /// Send (or re-send) the request with this grant.
    case proceed(AuthGrant)
    /// Hand the unauthorized response back as it is.
    case giveUp
    /// Fail the request with this error.
    case failed(AuthError)
    /// The waiting caller was cancelled.
    case cancelled
}

/// The limits ``AuthStateMachine`` enforces.
struct AuthLimits: Equatable {
    /// How many refreshes may start within `window` seconds.
    var maximumRefreshes: Int
    /// The sliding window for `maximumRefreshes`, in seconds.
    var window: TimeInterval
    /// Whether a request refreshes an expired credential before it is sent.
    var refreshesExpiredCredentials: Bool
    /// How many seconds before its expiry date a credential counts as expired.
    var expiryLeeway: TimeInterval
}

/// The token-refresh protocol as a pure value: which credential each request uses, when a refresh
/// starts, who waits for it and what they get when it ends.
///
/// It performs no I/O and holds no clock: the driving actor (``AuthCoordinator``) passes in the
/// time, performs the ``Work`` it is told to start, and reports back with ``loadFinished(_:now:)`` and
/// ``refreshFinished(id:_:)``. `Waiter` is whatever the driver resumes (a continuation; an
/// integer in tests).
///
/// Invariants: at most one load or refresh is in flight (``phase``); waiters exist only while one
/// is; every waiter is handed out exactly once (by a ``Resumption`` or by ``cancelWaiter(id:)``).
struct AuthStateMachine<Waiter> {
    /// What the machine is doing.
    enum Phase: Equatable {
        /// The credential has not been read from the store yet (or reading it failed).
        case unloaded
        /// The credential is being read from the store.
        case loading
        /// A credential (or the knowledge that there is none) is at hand.
        case ready
        /// A refresh is in flight; `id` tells its completion from that of a superseded one.
        case refreshing(id: UInt64)
    }

    /// I/O the driver must start.
    enum Work: Equatable {
        /// Read the credential from the store, then call ``loadFinished(_:)``.
        case load
        /// Refresh `credential`, then call ``refreshFinished(id:_:)`` with `id`.
        case refresh(Credential, id: UInt64)
    }

    /// The answer to a request's question.
    enum Decision {
        /// The answer is known now.
        case resolved(AuthOutcome)
        /// The caller must ``enqueue(_:id:)`` itself and wait; start `work` if it is not `nil`.
        case wait(start: Work?)
    }

    /// Waiters to resume, all with the same outcome.
    struct Resumption {
        var waiters: [Waiter] = []
        var outcome: AuthOutcome = .giveUp
    }

    /// What a finished load or refresh leads to.
    struct Completion {
        /// The waiters to resume.
        var resumption = Resumption()
        /// Further work to start (a refresh of a loaded, already expired credential).
        var start: Work?
        /// A credential to write to the store.
        var save: Credential?
    }

    /// The limits the machine enforces.
    typealias Limits = AuthLimits

    private(set) var phase: Phase = .unloaded
    private(set) var grant = AuthGrant(credential: nil, generation: 0)
    private var refreshStarts: [Date] = []
    /// The error of the last refresh, while the credential it failed to replace is still in use.
    private var lastFailure: AuthError?
    private var waiters: [(id: UInt64, waiter: Waiter)] = []
    private var lastRefreshID: UInt64 = 0
    let limits: Limits

    /// Creates a machine that has not loaded its credential yet.
    init(limits: Limits) {
        self.limits = limits
    }

    /// How many callers are waiting.
    var waiterCount: Int { waiters.count }

    /// A request is about to be sent: which credential does it carry?
    mutating func credentialForRequest(now: Date) -> Decision {
        switch phase {
        case .unloaded:
            phase = .loading
            return .wait(start: .load)
        case .loading, .refreshing:
            // Never send a credential that is being replaced.
            return .wait(start: nil)
        case .ready:
            if let work = refreshIfExpired(now: now) { return .wait(start: work) }
            return .resolved(.proceed(grant))
        }
    }

    /// A request sent with `sent` was answered "unauthorized".
    mutating func unauthorized(sent: AuthGrant, now: Date) -> Decision {
        switch phase {
        case .loading, .refreshing:
            return .wait(start: nil)
        case .unloaded:
            return .resolved(.giveUp)
        case .ready:
            guard let credential = grant.credential else { return .resolved(.giveUp) }
            if sent.generation < grant.generation {
                // The refresh for the credential this request carried failed after it was sent:
                // it fails like the requests that waited for that refresh.
                if sent.credential == credential, let lastFailure { return .resolved(.failed(lastFailure)) }
                // Someone refreshed since this request left: replay with the newer credential.
                return .resolved(.proceed(grant))
            }
            guard let work = startRefresh(credential, now: now) else { return .resolved(.giveUp) }
            return .wait(start: work)
        }
    }

    /// Registers a caller that was told to wait.
    mutating func enqueue(_ waiter: Waiter, id: UInt64) {
        waiters.append((id, waiter))
    }

    /// Removes a waiting caller, returning it so that the driver can resume it as cancelled;
    /// `nil` when it was already resumed.
    mutating func cancelWaiter(id: UInt64) -> Waiter? {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }
        return waiters.remove(at: index).waiter
    }

    /// The store answered the ``Work/load`` request.
    mutating func loadFinished(_ result: Result<Credential?, AuthError>, now: Date) -> Completion {
        guard phase == .loading else { return Completion() }  // superseded by setCredential
        switch result {
        case .success(let credential):
            grant = AuthGrant(credential: credential, generation: grant.generation + 1)
            phase = .ready
            if let work = refreshIfExpired(now: now) { return Completion(start: work) }
            return Completion(resumption: takeWaiters(.proceed(grant)))
        case .failure(let error):
            phase = .unloaded
            return Completion(resumption: takeWaiters(.failed(error)))
        }
    }

    /// The refresh `id` ended.
    mutating func refreshFinished(id: UInt64, _ result: Result<Credential, AuthError>) -> Completion {
        guard phase == .refreshing(id: id) else { return Completion() }  // superseded by setCredential
        phase = .ready
        switch result {
        case .success(let credential):
            grant = AuthGrant(credential: credential, generation: grant.generation + 1)
            lastFailure = nil
            return Completion(resumption: takeWaiters(.proceed(grant)), save: credential)
        case .failure(let error):
            // Keep the old credential under a new generation: requests sent before now fail with
            // `error` when rejected; a request sent later may try another refresh (within the limit).
            grant.generation += 1
            lastFailure = error
            return Completion(resumption: takeWaiters(.failed(error)))
        }
    }

    /// The app replaced the credential (log-in, log-out); any load or refresh in flight is
    /// superseded and its waiters proceed with the new credential.
    mutating func setCredential(_ credential: Credential?) -> Resumption {
        grant = AuthGrant(credential: credential, generation: grant.generation + 1)
        lastFailure = nil
        phase = .ready
        return takeWaiters(.proceed(grant))
    }

    private mutating func refreshIfExpired(now: Date) -> Work? {
        guard limits.refreshesExpiredCredentials, let credential = grant.credential,
            credential.isExpired(at: now, leeway: limits.expiryLeeway)
        else { return nil }
        return startRefresh(credential, now: now)
    }

    private mutating func startRefresh(_ credential: Credential, now: Date) -> Work? {
        refreshStarts.removeAll { now.timeIntervalSince($0) >= limits.window }
        guard refreshStarts.count < limits.maximumRefreshes else { return nil }
        refreshStarts.append(now)
        lastRefreshID += 1
        phase = .refreshing(id: lastRefreshID)
        return .refresh(credential, id: lastRefreshID)
    }

    private mutating func takeWaiters(_ outcome: AuthOutcome) -> Resumption {
        defer { waiters.removeAll() }
        return Resumption(waiters: waiters.map(\.waiter), outcome: outcome)
    }
}
