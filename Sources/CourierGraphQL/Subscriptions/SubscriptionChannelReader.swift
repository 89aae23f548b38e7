/// How a ``GraphQLSubscriptionStream`` reads a WebSocket transport's
/// ``SubscriptionEventChannel``: everything queued in one step (one task switch per burst, not
/// per event), then the events one per `next()`, in order, then how the channel ended.
///
/// Each run of consecutive responses within one burst (what the transport received together) is
/// handed out once, with its first event, so that the stream observes them and writes them to
/// the store together before the first is handed out.
struct SubscriptionChannelReader {
    let receiver: SubscriptionEventReceiver
    private var bursts: [[GraphQLSubscriptionTransportEvent]] = []
    private var burst = 0
    private var head = 0
    /// The index in the current burst past the last response already handed out in a run.
    private var handled = 0
    private var end: Result<Void, any Error>?
    private var isFinished = false

    init(receiver: SubscriptionEventReceiver) {
        self.receiver = receiver
    }

    /// The next event and, when it starts a run of responses not handed out yet, that run (the
    /// event's own response first); `nil` after the channel finished, or the error it ended with.
    mutating func next() async throws -> (GraphQLSubscriptionTransportEvent, run: [GraphQLResponse])? {
        while burst == bursts.count || head == bursts[burst].count {
            if burst < bursts.count {
                burst += 1
                head = 0
                handled = 0
                continue
            }
            if isFinished { return nil }
            if let end {
                isFinished = true
                self.end = nil
                bursts = []
                burst = 0
                try end.get()
                return nil
            }
            let batch = await receiver.channel.take()
            bursts = batch.bursts
            burst = 0
            head = 0
            handled = 0
            end = batch.end
        }
        let events = bursts[burst]
        let index = head
        head += 1
        var run: [GraphQLResponse] = []
        if index >= handled, case .response = events[index] {
            var last = index
            while last < events.count, case .response(let response) = events[last] {
                run.append(response)
                last += 1
            }
            handled = last
        }
        return (events[index], run)
    }
}
