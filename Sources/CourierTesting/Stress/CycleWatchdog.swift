import CourierLoopback
import CourierSupport
import CourierWebSocket
import Foundation

/// Runs one stress cycle against a deadline: the first of "the cycle ended" and "the deadline
/// passed" decides, so that a cycle whose continuation is never resumed is reported instead of
/// holding the run.
enum CycleWatchdog {
    enum Outcome: Sendable {
        /// The cycle ended; `true` when it shut its transport down.
        case finished(Bool)
        /// The cycle threw.
        case failed(String)
        /// The deadline passed; the waits the cycle left parked, as ``PendingContinuations`` lists them.
        case stalled(String)
    }

    static func run(seconds: Double, scope: String, _ body: @escaping @Sendable () async throws -> Bool) async
        -> Outcome
    {
        let decision = FirstOutcome()
        return await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
            decision.install(continuation)
            let work = Task {
                do { decision.settle(.finished(try await body())) } catch { decision.settle(.failed("\(error)")) }
            }
            let timer = Task {
                do { try await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) } catch { return }
                // Read the registry before cancelling: cancellation may resume what is stuck.
                decision.settle(.stalled(PendingContinuations.report(scope: scope)))
                work.cancel()
            }
            decision.onSettle { timer.cancel() }
        }
    }
}

/// The continuation of a watchdog race, resumed once by whichever side settles first.
private final class FirstOutcome: Sendable {
    private struct State {
        var continuation: CheckedContinuation<CycleWatchdog.Outcome, Never>?
        var settled = false
        var cleanup: (@Sendable () -> Void)?
    }

    private let state = Locked(State())

    func install(_ continuation: CheckedContinuation<CycleWatchdog.Outcome, Never>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Runs `action` once the race is decided (at once when it already is).
    func onSettle(_ action: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            guard !state.settled else { return true }
            state.cleanup = action
            return false
        }
        if runNow { action() }
    }

    func settle(_ outcome: CycleWatchdog.Outcome) {
        let winner = state.withLock {
            state -> (CheckedContinuation<CycleWatchdog.Outcome, Never>, (@Sendable () -> Void)?)? in
            guard !state.settled, let continuation = state.continuation else { return nil }
            state.settled = true
            state.continuation = nil
            defer { state.cleanup = nil }
            return (continuation, state.cleanup)
        }
        guard let (continuation, cleanup) = winner else { return }
        continuation.resume(returning: outcome)
        cleanup?()
    }
}
