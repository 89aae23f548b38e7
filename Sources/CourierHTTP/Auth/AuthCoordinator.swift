import Foundation

/// The actor that drives ``AuthStateMachine``: it parks callers on continuations, runs loads and
/// refreshes in their own tasks, and resumes callers when they end.
///
/// Loads and refreshes run in unstructured tasks so that cancelling the caller that started one
/// does not cancel it for the others. A cancelled waiting caller is removed from the machine and
/// resumed at once with ``AuthOutcome/cancelled``, so no continuation is left behind.
actor AuthCoordinator {
    private typealias Machine = AuthStateMachine<CheckedContinuation<AuthOutcome, Never>>

    private var machine: Machine
    private let authenticator: any Authenticator
    private let store: any CredentialStore
    private let clock: any AuthClock
    private var lastWaiterID: UInt64 = 0

    init(authenticator: any Authenticator, store: any CredentialStore, clock: any AuthClock, limits: AuthLimits) {
        self.authenticator = authenticator
        self.store = store
        self.clock = clock
        self.machine = Machine(limits: limits)
    }

    /// The grant a new request carries, waiting for a load or refresh in flight.
    func credentialForRequest() async -> AuthOutcome {
        await decide { machine, now in machine.credentialForRequest(now: now) }
    }

    /// What to do about a request sent with `sent` that came back unauthorized.
    func unauthorized(sent: AuthGrant) async -> AuthOutcome {
        await decide { machine, now in machine.unauthorized(sent: sent, now: now) }
    }

    /// Stores `credential` (or deletes it) and hands it to every request from now on.
    func setCredential(_ credential: Credential?) async throws {
        if let credential { try await store.save(credential) } else { try await store.delete() }
        resume(machine.setCredential(credential))
    }

    /// How many callers are parked; for tests.
    var waiterCount: Int { machine.waiterCount }

    /// Whether a refresh is in flight; for tests.
    var isRefreshing: Bool {
        if case .refreshing = machine.phase { return true }
        return false
    }

    private func decide(_ transition: (inout Machine, Date) -> Machine.Decision) async -> AuthOutcome {
        lastWaiterID += 1
        let id = lastWaiterID
        return await withTaskCancellationHandler {
            // The body runs synchronously on this actor, so the decision and the enqueueing are
            // one step: no completion can slip in between.
            await withCheckedContinuation { continuation in
                switch transition(&machine, clock.now()) {
                case .resolved(let outcome):
                    continuation.resume(returning: outcome)
                case .wait(let work):
                    if let work { perform(work) }
                    if Task.isCancelled {
                        continuation.resume(returning: .cancelled)
                    } else {
                        machine.enqueue(continuation, id: id)
                    }
                }
            }
        } onCancel: {
            // Runs after the body above: it needs this actor, which the body holds.
            Task { await self.cancelWaiter(id: id) }
        }
    }

    private func cancelWaiter(id: UInt64) {
        machine.cancelWaiter(id: id)?.resume(returning: .cancelled)
    }

    private func perform(_ work: Machine.Work) {
        switch work {
        case .load:
            Task { await self.load() }
        case .refresh(let credential, let id):
            Task { await self.refresh(credential, id: id) }
        }
    }

    private func load() async {
        let result: Result<Credential?, AuthError>
        do {
            result = .success(try await store.load())
        } catch {
            result = .failure(AuthError(.credentialUnavailable, underlyingError: error))
        }
        await complete(machine.loadFinished(result, now: clock.now()))
    }

    private func refresh(_ credential: Credential, id: UInt64) async {
        let result: Result<Credential, AuthError>
        do {
            let fresh = try await AuthRefreshScope.$activeCoordinators.withValue(
                AuthRefreshScope.activeCoordinators.union([ObjectIdentifier(self)])
            ) {
                try await authenticator.refresh(credential)
            }
            result = .success(fresh)
        } catch {
            result = .failure(AuthError(.refreshFailed, underlyingError: error))
        }
        await complete(machine.refreshFinished(id: id, result))
    }

    private func complete(_ completion: Machine.Completion) async {
        if let work = completion.start { perform(work) }
        // Persist before the waiters use the credential: if the app dies right after, the
        // refresh token it was issued is not lost. The machine already hands the new credential
        // to new requests while this awaits.
        if let credential = completion.save {
            do {
                try await store.save(credential)
            } catch {
                authenticator.credentialStoreDidFail(error)
            }
        }
        resume(completion.resumption)
    }

    private func resume(_ resumption: Machine.Resumption) {
        for waiter in resumption.waiters { waiter.resume(returning: resumption.outcome) }
    }
}

/// The task-local marker that lets requests made by a refresh bypass the middleware that asked
/// for it (see ``Authenticator``).
enum AuthRefreshScope {
    /// The coordinators whose refresh the current task is running.
    @TaskLocal static var activeCoordinators: Set<ObjectIdentifier> = []
}
