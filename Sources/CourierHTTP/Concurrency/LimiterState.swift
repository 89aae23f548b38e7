/// The bookkeeping of ``ConcurrencyLimitedTransport``: which requests hold a slot, which wait for
/// one (first in, first out), and which continuations and tasks to resume or cancel.
///
/// A plain value: every transition runs under the transport's lock and returns the side effects
/// (resuming continuations, cancelling tasks) for the caller to perform after unlocking. Each
/// continuation is handed out by exactly one transition, which also forgets it, so each is resumed
/// exactly once.
struct LimiterState: Sendable {
    typealias SlotContinuation = CheckedContinuation<Void, any Error>
    typealias ResultContinuation = CheckedContinuation<HTTPResponse, any Error>

    /// Who cancelled a request.
    enum CancelReason: Sendable, Hashable {
        /// The caller's task was cancelled.
        case task
        /// ``ConcurrencyLimitedTransport/cancelAll()`` was called.
        case cancelAll
    }

    /// Where one request stands.
    enum Entry: Sendable {
        /// Waiting for a slot.
        case queued(SlotContinuation)
        /// Holding a slot, not yet sending; with a reason if cancelled meanwhile.
        case granted(cancelled: CancelReason?)
        /// Sending in `task`; the continuation is `nil` once the caller has been answered early
        /// (cancelled) while the task winds down and still holds the slot.
        case running(ResultContinuation?, Task<Void, Never>)
    }

    /// A side effect to perform outside the lock.
    enum Effect: Sendable {
        /// Let a waiting request start.
        case grant(SlotContinuation)
        /// Fail a waiting request as cancelled.
        case cancelWaiting(SlotContinuation, CancelReason)
        /// Answer a sending request's caller as cancelled.
        case cancelCaller(ResultContinuation, CancelReason)
        /// Cancel a sending request's task.
        case cancelTask(Task<Void, Never>)
    }

    /// The most requests that may hold a slot at once.
    let limit: Int
    /// Requests holding a slot (granted or running).
    private(set) var active = 0
    /// Requests waiting for a slot.
    private(set) var queuedCount = 0
    private var entries: [UInt64: Entry] = [:]
    /// Waiting order; ids before `head` are consumed, and ids no longer queued are skipped.
    private var queue: [UInt64] = []
    private var head = 0
    private var lastID: UInt64 = 0

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// A fresh request id.
    mutating func makeID() -> UInt64 {
        lastID += 1
        return lastID
    }

    /// Takes a slot for `id` now, or queues it behind earlier waiters.
    mutating func enqueue(_ id: UInt64, _ continuation: SlotContinuation, isCancelled: Bool) -> Effect? {
        if isCancelled { return .cancelWaiting(continuation, .task) }
        if active < limit, queuedCount == 0 {
            active += 1
            entries[id] = .granted(cancelled: nil)
            return .grant(continuation)
        }
        entries[id] = .queued(continuation)
        queue.append(id)
        queuedCount += 1
        return nil
    }

    /// Moves `id` from granted to running with the task `makeTask` creates, unless it was
    /// cancelled meanwhile: then it gives the slot up and returns the reason, with the effect of
    /// granting the slot to the next waiter.
    mutating func start(
        _ id: UInt64,
        _ continuation: ResultContinuation,
        isCancelled: Bool,
        makeTask: () -> Task<Void, Never>
    ) -> (cancelled: CancelReason?, effect: Effect?) {
        guard case .granted(let cancelled) = entries[id] else { return (.task, nil) }
        if let reason = cancelled ?? (isCancelled ? .task : nil) {
            entries[id] = nil
            return (reason, releaseSlot())
        }
        entries[id] = .running(continuation, makeTask())
        return (nil, nil)
    }

    /// Ends `id`'s sending: returns its caller's continuation (unless already answered) and the
    /// effect of granting the freed slot.
    mutating func finish(_ id: UInt64) -> (caller: ResultContinuation?, effect: Effect?) {
        guard case .running(let continuation, _) = entries[id] else { return (nil, nil) }
        entries[id] = nil
        return (continuation, releaseSlot())
    }

    /// Cancels `id` wherever it stands.
    mutating func cancel(_ id: UInt64, reason: CancelReason) -> [Effect] {
        switch entries[id] {
        case .queued(let continuation):
            entries[id] = nil
            queuedCount -= 1
            return [.cancelWaiting(continuation, reason)]
        case .granted(let earlier):
            entries[id] = .granted(cancelled: earlier ?? reason)
            return []
        case .running(let continuation, let task):
            entries[id] = .running(nil, task)
            return [.cancelTask(task)] + (continuation.map { [.cancelCaller($0, reason)] } ?? [])
        case nil:
            return []
        }
    }

    /// Cancels every request: waiting ones leave the queue, sending ones are cancelled and their
    /// callers answered at once. Requests made afterwards are not affected.
    mutating func cancelAll() -> [Effect] {
        // Waiters first, in queue order, so their callers hear in the order they came.
        var effects: [Effect] = []
        for id in queue[head...] { effects += cancel(id, reason: .cancelAll) }
        queue = []
        head = 0
        for id in entries.keys { effects += cancel(id, reason: .cancelAll) }
        return effects
    }

    /// Frees one slot and hands it straight to the first waiter, if any.
    private mutating func releaseSlot() -> Effect? {
        active -= 1
        while head < queue.count {
            let id = queue[head]
            head += 1
            guard case .queued(let continuation) = entries[id] else { continue }
            compactQueue()
            queuedCount -= 1
            active += 1
            entries[id] = .granted(cancelled: nil)
            return .grant(continuation)
        }
        queue = []
        head = 0
        return nil
    }

    /// Drops consumed ids once they make up most of the array.
    private mutating func compactQueue() {
        guard head >= 64, head * 2 >= queue.count else { return }
        queue.removeFirst(head)
        head = 0
    }
}
