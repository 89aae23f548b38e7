import CourierSupport

/// The queue between a ``WebSocketSubscriptionTransport`` and the one
/// ``GraphQLSubscriptionStream`` that reads a subscription's events straight from it, without an
/// `AsyncThrowingStream` in between.
///
/// The transport appends a whole burst of events under one lock and wakes the reader once; the
/// reader takes everything queued in one call (``take()``), so a burst costs one task switch, not
/// one per event. Bursts stay apart (the stream writes each burst's results to the store
/// together, as it observes them). The semantics are those of the transport's `AsyncThrowingStream` with
/// `.bufferingOldest(limit)`: at most `limit` events wait (one more when the reader is already
/// waiting), an event beyond that is refused so that the transport fails the stream with
/// `.bufferOverflow`; after ``finish(throwing:)`` the queued events are still taken, then the end.
/// Cancelling the reading task, or releasing the ``SubscriptionEventReceiver``, ends the channel
/// and runs the termination handler once (the transport's unsubscribe); a finish from the
/// transport does not run it.
final class SubscriptionEventChannel: Sendable {
    typealias Event = GraphQLSubscriptionTransportEvent

    /// What one ``take()`` hands the reader: the queued bursts of events, in order, and how the
    /// channel ended when it has (`nil` while it is open), which comes after them.
    struct Batch {
        var bursts: [[Event]]
        var end: Result<Void, any Error>?
    }

    private struct State {
        var bursts: [[Event]] = []
        var count = 0
        var end: Result<Void, any Error>?
        var waiter: UnsafeContinuation<Batch, Never>?
        var onTermination: (@Sendable () -> Void)?

        var isEmpty: Bool { bursts.isEmpty }

        mutating func takeAll() -> Batch {
            defer {
                bursts = []
                count = 0
            }
            return Batch(bursts: bursts, end: end)
        }
    }

    /// The most events that may wait for the reader.
    let limit: Int
    private let state: Locked<State>

    /// A channel holding at most `limit` (at least 1) waiting events; `onTermination` runs when
    /// the reader goes away first.
    init(limit: Int, onTermination: @escaping @Sendable () -> Void) {
        self.limit = max(limit, 1)
        state = Locked(State(onTermination: onTermination))
    }

    // MARK: Transport side

    /// Appends the burst `events` and wakes the reader.
    ///
    /// - Returns: `false` when some did not fit (the first ones that fit were appended); `true`
    ///   otherwise, also when the channel has ended (the events are then dropped silently, as an
    ///   ended stream drops them).
    @discardableResult
    func send(_ events: [Event]) -> Bool {
        guard !events.isEmpty else { return true }
        var fitted = true
        let (waiter, batch) = state.withLock { state -> (UnsafeContinuation<Batch, Never>?, Batch?) in
            guard state.end == nil else { return (nil, nil) }
            // A waiting reader takes one event directly, as a stream hands it to a waiting `next()`.
            let room = limit + (state.waiter == nil ? 0 : 1) - state.count
            let accepted = events.count <= room ? events : Array(events.prefix(max(room, 0)))
            fitted = accepted.count == events.count
            if !accepted.isEmpty {
                state.bursts.append(accepted)
                state.count += accepted.count
            }
            guard let waiter = state.waiter, !state.isEmpty else { return (nil, nil) }
            state.waiter = nil
            return (waiter, state.takeAll())
        }
        if let waiter, let batch { waiter.resume(returning: batch) }
        return fitted
    }

    /// Ends the channel from the transport's side: the reader gets what is queued, then the end
    /// (`error` thrown, or `nil` returned). The termination handler does not run.
    func finish(throwing error: (any Error)? = nil) {
        let (waiter, batch) = state.withLock { state -> (UnsafeContinuation<Batch, Never>?, Batch?) in
            guard state.end == nil else { return (nil, nil) }
            state.end = error.map { .failure($0) } ?? .success(())
            state.onTermination = nil
            guard let waiter = state.waiter else { return (nil, nil) }
            state.waiter = nil
            return (waiter, state.takeAll())
        }
        if let waiter, let batch { waiter.resume(returning: batch) }
    }

    // MARK: Reader side

    /// Everything queued, waiting until there is something or the channel ended. One reader.
    ///
    /// Cancelling the calling task ends the channel (running the termination handler): the
    /// events queued so far are still returned, then the end (`.success`, as a cancelled stream
    /// returns `nil`).
    func take() async -> Batch {
        // The common case, a burst already queued, needs no continuation. A cancelled task takes
        // the slow path, whose cancellation handler ends the channel first, as a stream's does.
        if !Task.isCancelled,
            let ready = state.withLock({ state -> Batch? in
                state.isEmpty && state.end == nil ? nil : state.takeAll()
            })
        {
            return ready
        }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation { (continuation: UnsafeContinuation<Batch, Never>) in
                let ready = state.withLock { state -> Batch? in
                    if !state.isEmpty || state.end != nil { return state.takeAll() }
                    state.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            cancel()
        }
    }

    /// Ends the channel from the reader's side (cancelled or released) and runs the termination
    /// handler once.
    func cancel() {
        let (handler, waiter, batch) = state.withLock {
            state -> ((@Sendable () -> Void)?, UnsafeContinuation<Batch, Never>?, Batch?) in
            let handler = state.onTermination
            state.onTermination = nil
            if state.end == nil { state.end = .success(()) }
            guard let waiter = state.waiter else { return (handler, nil, nil) }
            state.waiter = nil
            return (handler, waiter, state.takeAll())
        }
        handler?()
        if let waiter, let batch { waiter.resume(returning: batch) }
    }
}

/// The reader's handle on a ``SubscriptionEventChannel``: releasing it (the stream and its
/// iterator dropped) ends the channel as cancelling does, so the transport unsubscribes.
final class SubscriptionEventReceiver: Sendable {
    let channel: SubscriptionEventChannel

    init(_ channel: SubscriptionEventChannel) {
        self.channel = channel
    }

    deinit {
        channel.cancel()
    }
}
