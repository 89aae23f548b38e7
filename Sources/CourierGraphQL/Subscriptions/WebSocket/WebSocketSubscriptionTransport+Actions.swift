import CourierAPI
import CourierHTTP
import CourierWebSocket

extension WebSocketSubscriptionTransport {
    /// Runs the state machine's actions in order.
    func perform(_ actions: [SubscriptionMachineAction]) {
        var burst = ResultBurst(actions)
        for action in actions {
            switch action {
            case .connect: openConnection()
            case .send(let text): writer?.yield(text)
            case .close(let code, let reason): closeConnection(code: code, reason: reason)
            case .schedule(let timer, let seconds, let token): schedule(timer, seconds: seconds, token: token)
            case .cancel(let timer):
                timers.removeValue(forKey: timer)?.cancel()
            case .emit(let id, let payload):
                var response = payload.response
                response.queuedBehind = burst.takeResult(for: id)
                yield(.response(response), to: id)
            case .disconnected(let id, let error): yield(.disconnected(error), to: id)
            case .reconnected(let id): yield(.reconnected, to: id)
            case .complete(let id): finish(id, error: nil)
            case .fail(let id, var error):
                if error.operationName == nil { error.operationName = operationNames[id] }
                finish(id, error: error)
            }
        }
    }

    private func yield(_ event: GraphQLSubscriptionTransportEvent, to id: String) {
        guard let continuation = continuations[id] else { return }
        if case .dropped = continuation.yield(event) {
            let limit = max(configuration.maximumBufferedEvents, 1)
            finish(
                id, error: GraphQLSubscriptionError(.bufferOverflow(limit: limit), operationName: operationNames[id]))
            perform(machine.handle(.unsubscribe(id: id)))
        }
    }

    /// Ends a stream from the transport's side, without the termination handler's unsubscribe.
    private func finish(_ id: String, error: GraphQLSubscriptionError?) {
        operationNames[id] = nil
        guard let continuation = continuations.removeValue(forKey: id) else { return }
        continuation.onTermination = nil
        if let error { continuation.finish(throwing: error) } else { continuation.finish() }
    }

    private func schedule(_ timer: SubscriptionTimer, seconds: Double, token: Int) {
        timers[timer]?.cancel()
        let sleeper = configuration.sleeper
        timers[timer] = Task { [weak self] in
            do { try await sleeper.sleep(seconds: seconds) } catch { return }
            guard !Task.isCancelled else { return }
            await self?.timerFired(timer, token: token)
        }
    }

    private func timerFired(_ timer: SubscriptionTimer, token: Int) {
        timers[timer] = nil
        deliver(.timerFired(timer, token: token), generation: nil)
    }
}

/// How many results each subscription gets from one batch of actions, so that each response can
/// say how many more of its stream follow right behind it (``GraphQLResponse/queuedBehind``).
struct ResultBurst {
    private var remaining: [String: Int] = [:]

    init(_ actions: [SubscriptionMachineAction]) {
        guard actions.count > 1 else { return }
        for case .emit(let id, _) in actions { remaining[id, default: 0] += 1 }
    }

    /// Counts one result for `id` off and returns how many remain after it.
    mutating func takeResult(for id: String) -> Int {
        guard let count = remaining[id], count > 0 else { return 0 }
        remaining[id] = count - 1
        return count - 1
    }
}
