import Foundation
import Testing

@testable import CourierHTTP

/// Transitions of the pure refresh state machine, with integers as waiters.
@Suite("AuthStateMachine")
struct AuthStateMachineTests {
    private typealias Machine = AuthStateMachine<Int>
    private let now = Date(timeIntervalSince1970: 1_000)
    private let old = Credential(accessToken: "old")
    private let new = Credential(accessToken: "new")

    private func machine(maximumRefreshes: Int = 3, window: TimeInterval = 60) -> Machine {
        Machine(
            limits: AuthLimits(
                maximumRefreshes: maximumRefreshes,
                window: window,
                refreshesExpiredCredentials: true,
                expiryLeeway: 30
            ))
    }

    /// A machine that has loaded `old` (generation 1).
    private func loaded(maximumRefreshes: Int = 3) -> Machine {
        var machine = machine(maximumRefreshes: maximumRefreshes)
        _ = machine.credentialForRequest(now: now)
        _ = machine.loadFinished(.success(old), now: now)
        return machine
    }

    private func grant(_ outcome: AuthOutcome) -> AuthGrant? {
        if case .proceed(let grant) = outcome { return grant }
        return nil
    }

    private func work(_ decision: Machine.Decision) -> Machine.Work?? {
        if case .wait(let work) = decision { return .some(work) }
        return nil
    }

    private func resolved(_ decision: Machine.Decision) -> AuthOutcome? {
        if case .resolved(let outcome) = decision { return outcome }
        return nil
    }

    @Test("the first request loads; later ones wait for the same load")
    func loadIsShared() {
        var machine = machine()
        #expect(work(machine.credentialForRequest(now: now)) == .some(.load))
        machine.enqueue(1, id: 1)
        #expect(work(machine.credentialForRequest(now: now)) == .some(nil))
        machine.enqueue(2, id: 2)

        let completion = machine.loadFinished(.success(old), now: now)
        #expect(completion.resumption.waiters == [1, 2])
        #expect(grant(completion.resumption.outcome) == AuthGrant(credential: old, generation: 1))
        #expect(machine.waiterCount == 0)
        #expect(grant(resolved(machine.credentialForRequest(now: now)) ?? .giveUp)?.generation == 1)
    }

    @Test("a failed load fails the waiters and the next request loads again")
    func failedLoadRetries() {
        var machine = machine()
        _ = machine.credentialForRequest(now: now)
        machine.enqueue(1, id: 1)
        let completion = machine.loadFinished(.failure(AuthError(.credentialUnavailable)), now: now)
        #expect(completion.resumption.waiters == [1])
        guard case .failed(let error) = completion.resumption.outcome else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.kind == .credentialUnavailable)
        #expect(work(machine.credentialForRequest(now: now)) == .some(.load))
    }

    @Test("one 401 starts a refresh, later ones and new requests join it")
    func refreshIsShared() {
        var machine = loaded()
        #expect(
            work(machine.unauthorized(sent: AuthGrant(credential: old, generation: 1), now: now))
                == .some(.refresh(old, id: 1)))
        machine.enqueue(1, id: 1)
        #expect(work(machine.unauthorized(sent: AuthGrant(credential: old, generation: 1), now: now)) == .some(nil))
        machine.enqueue(2, id: 2)
        #expect(work(machine.credentialForRequest(now: now)) == .some(nil))
        machine.enqueue(3, id: 3)

        let completion = machine.refreshFinished(id: 1, .success(new))
        #expect(completion.resumption.waiters == [1, 2, 3])
        #expect(grant(completion.resumption.outcome) == AuthGrant(credential: new, generation: 2))
        #expect(completion.save == new)
    }

    @Test("a 401 for an older generation replays with the current credential")
    func olderGenerationReplays() {
        var machine = loaded()
        _ = machine.unauthorized(sent: AuthGrant(credential: old, generation: 1), now: now)
        _ = machine.refreshFinished(id: 1, .success(new))
        let outcome = resolved(machine.unauthorized(sent: AuthGrant(credential: old, generation: 1), now: now))
        #expect(grant(outcome ?? .giveUp) == AuthGrant(credential: new, generation: 2))
    }

    @Test("a 401 sent before a refresh failed fails; one sent after it refreshes again")
    func failedRefreshFailsEarlierRequests() {
        var machine = loaded()
        let sent = AuthGrant(credential: old, generation: 1)
        _ = machine.unauthorized(sent: sent, now: now)
        machine.enqueue(1, id: 1)
        let failure = machine.refreshFinished(id: 1, .failure(AuthError(.refreshFailed)))
        #expect(failure.resumption.waiters == [1])
        #expect(failure.save == nil)

        guard case .failed(let error) = resolved(machine.unauthorized(sent: sent, now: now)) else {
            Issue.record("expected the earlier request to fail")
            return
        }
        #expect(error.kind == .refreshFailed)
        let later = grant(resolved(machine.credentialForRequest(now: now)) ?? .giveUp)
        #expect(later == AuthGrant(credential: old, generation: 2))
        #expect(work(machine.unauthorized(sent: later ?? sent, now: now)) == .some(.refresh(old, id: 2)))
    }

    @Test("the refresh cap counts refreshes in a sliding window")
    func refreshCap() {
        var machine = loaded(maximumRefreshes: 1)
        #expect(
            work(machine.unauthorized(sent: AuthGrant(credential: old, generation: 1), now: now))
                == .some(.refresh(old, id: 1)))
        _ = machine.refreshFinished(id: 1, .success(new))
        guard
            case .giveUp = resolved(
                machine.unauthorized(sent: AuthGrant(credential: new, generation: 2), now: now + 59))
        else {
            Issue.record("expected the capped 401 to be handed back")
            return
        }
        #expect(
            work(machine.unauthorized(sent: AuthGrant(credential: new, generation: 2), now: now + 60))
                == .some(.refresh(new, id: 2)))
    }

    @Test("a credential set during a refresh supersedes it")
    func setCredentialSupersedesRefresh() {
        var machine = loaded()
        _ = machine.unauthorized(sent: AuthGrant(credential: old, generation: 1), now: now)
        machine.enqueue(7, id: 7)
        let manual = Credential(accessToken: "manual")
        let resumption = machine.setCredential(manual)
        #expect(resumption.waiters == [7])
        #expect(grant(resumption.outcome) == AuthGrant(credential: manual, generation: 2))

        let late = machine.refreshFinished(id: 1, .success(new))
        #expect(late.resumption.waiters.isEmpty)
        #expect(late.save == nil)
        #expect(machine.grant.credential == manual)
    }

    @Test("a cancelled waiter is handed out once and never resumed by the refresh")
    func cancelWaiter() {
        var machine = loaded()
        _ = machine.unauthorized(sent: AuthGrant(credential: old, generation: 1), now: now)
        machine.enqueue(1, id: 10)
        machine.enqueue(2, id: 11)
        #expect(machine.cancelWaiter(id: 10) == 1)
        #expect(machine.cancelWaiter(id: 10) == nil)
        #expect(machine.refreshFinished(id: 1, .success(new)).resumption.waiters == [2])
    }

    @Test("a loaded credential that already expired is refreshed before anyone proceeds")
    func expiredOnLoad() {
        var machine = machine()
        _ = machine.credentialForRequest(now: now)
        machine.enqueue(1, id: 1)
        let expired = Credential(accessToken: "expired", expiresAt: now + 5)
        let completion = machine.loadFinished(.success(expired), now: now)
        #expect(completion.resumption.waiters.isEmpty)
        #expect(completion.start == .refresh(expired, id: 1))
        #expect(machine.refreshFinished(id: 1, .success(new)).resumption.waiters == [1])
    }
}
