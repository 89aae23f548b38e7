/// The events a subscription stream took from its transport's stream in one go: the responses a
/// WebSocket transport yielded together behind the first (see ``GraphQLResponse/queuedBehind``),
/// read without waiting so that they are observed and written to the store together, then handed
/// out one per `next()`, in order. How the transport's stream ended, when it ended during the
/// read, is handed out after them.
struct GraphQLSubscriptionBurst {
    private var events: [GraphQLSubscriptionTransportEvent] = []
    private var head = 0
    private var end: Result<Void, any Error>?

    /// The responses not handed out yet.
    var responses: [GraphQLResponse] {
        events[head...].compactMap { event in
            if case .response(let response) = event { return response }
            return nil
        }
    }

    /// Reads `count` events from `base`; they are queued there already, or being queued by the
    /// transport in the same step, so this does not wait for the network.
    mutating func read(_ count: Int, from base: inout GraphQLSubscriptionTransportStream.AsyncIterator) async {
        events.removeAll(keepingCapacity: true)
        head = 0
        events.reserveCapacity(count)
        do {
            for _ in 0..<count {
                guard let event = try await base.next() else {
                    end = .success(())
                    return
                }
                events.append(event)
            }
        } catch {
            end = .failure(error)
        }
    }

    /// The next queued event; then `nil`, after throwing the error that ended the transport's
    /// stream during the read, if one did.
    mutating func next() throws -> GraphQLSubscriptionTransportEvent? {
        if head < events.count {
            defer { head += 1 }
            return events[head]
        }
        if let end {
            self.end = nil
            try end.get()
        }
        return nil
    }
}
