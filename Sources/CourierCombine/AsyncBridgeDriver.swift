import Foundation

/// How many more values a downstream consumer wants: a count, or no limit. Mirrors Combine's
/// `Subscribers.Demand` without depending on Combine, so the bridge is testable on Linux.
struct AsyncBridgeDemand: Sendable, Hashable {
    /// The count, or `nil` for unlimited.
    var count: Int?

    static let none = AsyncBridgeDemand(count: 0)
    static let unlimited = AsyncBridgeDemand(count: nil)
    static func max(_ count: Int) -> AsyncBridgeDemand { AsyncBridgeDemand(count: Swift.max(0, count)) }

    static func + (lhs: AsyncBridgeDemand, rhs: AsyncBridgeDemand) -> AsyncBridgeDemand {
        guard let left = lhs.count, let right = rhs.count else { return .unlimited }
        let (sum, overflow) = left.addingReportingOverflow(right)
        return overflow ? .unlimited : AsyncBridgeDemand(count: sum)
    }
}

/// How a bridged producer ended.
enum AsyncBridgeCompletion<Failure: Error> {
    case finished
    case failure(Failure)
}

/// Hands values from an async producer to the downstream consumer, one at a time, waiting for
/// demand before each one. Call ``emit(_:)`` from the producer's own task only, never from several
/// tasks at once: delivery must stay serial.
struct AsyncBridgeEmitter<Output: Sendable>: Sendable {
    let emitValue: @Sendable (Output) async throws -> Void
    let awaitDemand: @Sendable () async throws -> Void

    /// Waits until the consumer wants a value, then delivers `value`.
    /// - Throws: `CancellationError` once the consumer cancelled: stop producing.
    func emit(_ value: Output) async throws { try await emitValue(value) }

    /// Waits until the consumer wants a value, without delivering one: a producer whose every
    /// value costs a request (a page) calls it first, so that nothing is fetched ahead of demand.
    /// - Throws: `CancellationError` once the consumer cancelled.
    func demand() async throws { try await awaitDemand() }
}

/// Runs an async producer in a `Task` on behalf of a demand-driven consumer (a Combine
/// subscription, or a test's sink): the task starts on the first request, each value waits for
/// demand, and ``cancel()`` cancels the task and silences the consumer.
///
/// `@unchecked Sendable` because every mutable member (`state`, which also holds the consumer's
/// closures) is read and written only under `lock`, an `NSLock`. The consumer's closures are
/// called outside the lock, from the producer task only, one at a time — the serial delivery
/// Combine asks of publishers. (Not CourierSupport's `Locked`: Integrations/BridgeTests compiles
/// these sources in a package of its own, which sees only Courier's products.)
final class AsyncBridgeDriver<Output: Sendable, Failure: Error>: @unchecked Sendable {
    typealias Receive = (Output) -> AsyncBridgeDemand
    typealias Complete = (AsyncBridgeCompletion<Failure>) -> Void

    private struct State {
        var demand = AsyncBridgeDemand.none
        var started = false
        var done = false
        var waiter: CheckedContinuation<Bool, Never>?
        var task: Task<Void, Never>?
        var receive: Receive?
        var complete: Complete?
    }

    private let lock = NSLock()
    private var state = State()
    private let body: @Sendable (AsyncBridgeEmitter<Output>) async throws -> Void
    private let mapError: @Sendable (any Error) -> Failure?

    /// Creates a driver; nothing runs until the first ``request(_:)``.
    /// - Parameters:
    ///   - body: The producer; it emits values and returns to finish or throws to fail.
    ///   - mapError: Turns whatever `body` throws into the consumer's failure type; `nil` finishes
    ///     normally instead (how a publisher that cannot fail, `Failure == Never`, ends).
    ///   - receive: Delivers a value and returns additional demand.
    ///   - complete: Delivers the completion (never after ``cancel()``).
    init(
        body: @escaping @Sendable (AsyncBridgeEmitter<Output>) async throws -> Void,
        mapError: @escaping @Sendable (any Error) -> Failure?,
        receive: @escaping Receive,
        complete: @escaping Complete
    ) {
        self.body = body
        self.mapError = mapError
        state.receive = receive
        state.complete = complete
    }

    private func withLock<Result>(_ work: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return work(&state)
    }

    /// Adds `demand`; starts the producer on the first call and wakes it if it waits.
    func request(_ demand: AsyncBridgeDemand) {
        let (start, waiter) = withLock { state -> (Bool, CheckedContinuation<Bool, Never>?) in
            guard !state.done else { return (false, nil) }
            state.demand = state.demand + demand
            let start = !state.started
            state.started = true
            guard state.demand != .none, let waiter = state.waiter else { return (start, nil) }
            state.waiter = nil
            return (start, waiter)
        }
        waiter?.resume(returning: true)
        if start { launch() }
    }

    /// Cancels the producer's task, wakes it if it waits, and drops the consumer.
    func cancel() {
        let (task, waiter) = withLock { state -> (Task<Void, Never>?, CheckedContinuation<Bool, Never>?) in
            state.done = true
            state.receive = nil
            state.complete = nil
            defer {
                state.waiter = nil
                state.task = nil
            }
            return (state.task, state.waiter)
        }
        task?.cancel()
        waiter?.resume(returning: false)
    }

    private func launch() {
        let task = Task { [self] in
            let emitter = AsyncBridgeEmitter<Output>(
                emitValue: { [self] value in try await deliver(value) },
                awaitDemand: { [self] in guard await waitForDemand() else { throw CancellationError() } }
            )
            do {
                try await body(emitter)
                finish(.finished)
            } catch {
                finish(mapError(error).map { .failure($0) } ?? .finished)
            }
        }
        let cancelled = withLock { state -> Bool in
            if state.done { return true }
            state.task = task
            return false
        }
        // A cancel() between the start decision and here found no task to cancel.
        if cancelled { task.cancel() }
    }

    private func deliver(_ value: Output) async throws {
        guard await waitForDemand() else { throw CancellationError() }
        let receive = withLock { state -> Receive? in
            guard !state.done else { return nil }
            if let count = state.demand.count { state.demand.count = count - 1 }
            return state.receive
        }
        guard let receive else { throw CancellationError() }
        let more = receive(value)
        if more != .none { request(more) }
    }

    /// Suspends until there is demand; `false` once cancelled.
    private func waitForDemand() async -> Bool {
        await withCheckedContinuation { continuation in
            let ready = withLock { state -> Bool? in
                if state.done { return false }
                if state.demand != .none { return true }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }

    private func finish(_ completion: AsyncBridgeCompletion<Failure>) {
        let complete = withLock { state -> Complete? in
            guard !state.done else { return nil }
            state.done = true
            defer {
                state.receive = nil
                state.complete = nil
                state.task = nil
            }
            return state.complete
        }
        complete?(completion)
    }
}
